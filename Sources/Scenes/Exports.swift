// A scene's errors, paths and values are JSON's: every client of the scene format speaks it.
@_exported import JSON
