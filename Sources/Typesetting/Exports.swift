// Every client of the engine speaks the shared geometry and colour vocabulary.
@_exported import Graphics
