/// A usage error: printed to stderr with exit code 2.
struct UsageError: Error, CustomStringConvertible {
    var description: String
    init(_ message: String) { description = message }
}

/// A failure while doing the work: printed to stderr with exit code 1.
struct CommandFailure: Error, CustomStringConvertible {
    var description: String
    init(_ message: String) { description = message }
}

/// A small, conventional argument reader: `--name value`, `--name=value`, flags, repeated
/// options and positional arguments; `--` ends options.
struct Arguments {
    private var items: [String]
    private(set) var positional: [String] = []
    /// Every option name a command asked for, for "did you mean" on unknown ones.
    private var known: [String] = []

    init(_ arguments: [String]) { items = arguments }

    /// Pulls every occurrence of an option that takes a value.
    mutating func values(_ name: String) throws -> [String] {
        known.append(name)
        var found: [String] = []
        var rest: [String] = []
        var i = 0
        var afterDashes = false
        while i < items.count {
            let item = items[i]
            if item == "--" { afterDashes = true }
            if !afterDashes && item == name {
                guard i + 1 < items.count else { throw UsageError("\(name) needs a value") }
                found.append(items[i + 1])
                i += 2
                continue
            }
            if !afterDashes && item.hasPrefix(name + "=") {
                found.append(String(item.dropFirst(name.count + 1)))
                i += 1
                continue
            }
            rest.append(item)
            i += 1
        }
        items = rest
        return found
    }

    mutating func value(_ name: String) throws -> String? {
        let all = try values(name)
        guard all.count <= 1 else { throw UsageError("\(name) given more than once") }
        return all.first
    }

    mutating func flag(_ name: String) -> Bool {
        known.append(name)
        let before = items.count
        items.removeAll { $0 == name }
        return items.count != before
    }

    /// An option whose value is optional, given as `--name` or `--name=value` (never
    /// `--name value`, so that a following argument stays positional): nil when absent,
    /// `.some(nil)` for the bare flag.
    mutating func optionalValue(_ name: String) throws -> String?? {
        known.append(name)
        var found: [String?] = []
        var rest: [String] = []
        var afterDashes = false
        for item in items {
            if item == "--" { afterDashes = true }
            if !afterDashes && item == name {
                found.append(nil)
            } else if !afterDashes && item.hasPrefix(name + "=") {
                found.append(String(item.dropFirst(name.count + 1)))
            } else {
                rest.append(item)
            }
        }
        items = rest
        guard found.count <= 1 else { throw UsageError("\(name) given more than once") }
        return found.first
    }

    mutating func double(_ name: String) throws -> Double? {
        guard let text = try value(name) else { return nil }
        guard let v = Double(text), v.isFinite else { throw UsageError("\(name) expects a number, got \"\(text)\"") }
        return v
    }

    mutating func int(_ name: String) throws -> Int? {
        guard let text = try value(name) else { return nil }
        guard let v = Int(text) else { throw UsageError("\(name) expects a whole number, got \"\(text)\"") }
        return v
    }

    /// What is left: positional arguments. Unknown options are usage errors.
    mutating func finish() throws -> [String] {
        var positional: [String] = []
        var afterDashes = false
        for item in items {
            if !afterDashes && item == "--" { afterDashes = true; continue }
            if !afterDashes && item.hasPrefix("--") {
                let name = item.split(separator: "=", maxSplits: 1).first.map(String.init) ?? item
                throw UsageError("unknown option \(name)\(didYouMean(name, among: known))")
            }
            positional.append(item)
        }
        items = []
        return positional
    }
}
