// Every client of the sizing layer speaks the shared geometry and colour vocabulary.
@_exported import Graphics
