import MiniRx
