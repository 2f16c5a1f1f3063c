/// Collects a context's diagnostics, each once, in the order first reported.
struct DiagnosticLog: Sendable {
    private(set) var entries: [RenderDiagnostic] = []
    private var seen: Set<RenderDiagnostic> = []

    mutating func report(_ diagnostic: RenderDiagnostic) {
        if seen.insert(diagnostic).inserted { entries.append(diagnostic) }
    }
}
