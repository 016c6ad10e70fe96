// vmrepl with the eleven shipped styles; a package runs its own with
// `VMREPL.main(adding: [myStyle])`.
import VMREPLKit

VMREPL.main()
