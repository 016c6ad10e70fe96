// team-vmrepl as it was before the rewrite's fix: the same catalog, with the rewrite
// catching a failed search after flatMapLatest. The CI shows the gate's regression test
// failing here and passing on team-vmrepl.
import TeamStyle
import VMREPLKit

VMREPL.main(adding: TeamCatalog.stylesBeforeFix, screens: TeamCatalog.screens)
