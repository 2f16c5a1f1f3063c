// A label's sizes, frames and colours are the shared vocabulary's: its clients speak it.
@_exported import Graphics
