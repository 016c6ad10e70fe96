// vmrepl with the team's styles and its search screen beside the shipped ones.
import TeamStyle
import VMREPL

VMREPL.main(adding: TeamCatalog.styles, screens: TeamCatalog.screens)
