// The executable of docs/YOUR-VIEW-MODELS.md, step 4, as the page shows it.
import MyStyles
import VMREPLKit

VMREPL.main(adding: [myStyle, mySearchStyle], screens: [.search])   // or main(replacing: …)
