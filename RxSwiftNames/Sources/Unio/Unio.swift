// `import Unio` is MiniUnio: UnioStream, InputWrapper, OutputWrapper and Dependency.
@_exported import MiniUnio
