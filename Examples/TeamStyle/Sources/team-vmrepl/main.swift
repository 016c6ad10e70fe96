// vmrepl with the team's styles and its search screen beside the shipped ones.
import TeamStyle
import VMREPLKit

VMREPL.main(adding: TeamCatalog.styles, screens: TeamCatalog.screens)
