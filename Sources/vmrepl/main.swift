// The vmrepl executable. Until the REPL engine lands it prints a banner and exits.
print("vmrepl — compare view-model architectures side by side (the REPL is not built yet)")
