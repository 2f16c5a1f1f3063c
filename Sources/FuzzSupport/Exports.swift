// The seeded generator, for every fuzz target, property test and corpus that imports this module.
@_exported import SeededRandom
