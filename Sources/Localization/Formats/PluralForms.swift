/// gettext's `Plural-Forms: nplurals=N; plural=EXPR;` header: EXPR is a C expression in `n`
/// (the GNU gettext manual, "Additional functions for plural forms": integers, `n`, `?:`,
/// `||`, `&&`, `==`, `!=`, `<`, `<=`, `>`, `>=`, `+`, `-`, `*`, `/`, `%`, `!` and parentheses,
/// with C's precedence) whose value is the index of the `msgstr[i]` to use for the number n.
///
/// Hostile input is bounded: parentheses, `!` and `?:` nest at most `maximumDepth` levels and
/// the expression tree is at most that deep (a chain `n+n+…` is one level a term), so reading,
/// evaluating and freeing it cannot overflow the stack; the gettext manual's longest rule
/// (Arabic's, six forms) is 13 levels deep. Arithmetic is checked: an overflow, or a division
/// or remainder by zero, is a `Failure` for that n, never a trap.
struct PluralExpression: Sendable {
    /// The deepest nesting of the expression, and of its tree.
    static let maximumDepth = 64

    /// Why an expression cannot be read or evaluated, at a 1-based character offset.
    struct Failure: Error, Equatable {
        var offset: Int
        var reason: String
    }

    private indirect enum Node: Sendable {
        case n
        case integer(Int)
        case not(Node)
        case binary(String, Node, Node, offset: Int)
        case conditional(Node, Node, Node)
    }

    private let root: Node
    /// The expression as written.
    let text: String

    init(_ text: String) throws(Failure) {
        self.text = text
        var parser = Parser(Array(text.unicodeScalars))
        root = try parser.conditional().node
        parser.skipSpaces()
        if parser.i < parser.s.count { throw parser.failure("unexpected \"\(parser.s[parser.i])\" after the expression") }
    }

    /// The index the expression gives for `n`.
    func evaluate(_ n: Int) throws(Failure) -> Int { try Self.evaluate(root, n) }

    private static func evaluate(_ node: Node, _ n: Int) throws(Failure) -> Int {
        switch node {
        case .n: return n
        case .integer(let v): return v
        case .not(let a): return try evaluate(a, n) == 0 ? 1 : 0
        case .conditional(let c, let a, let b): return try evaluate(c, n) != 0 ? evaluate(a, n) : evaluate(b, n)
        case .binary(let op, let a, let b, let offset):
            let x = try evaluate(a, n)
            // C's || and && do not evaluate the right side when the left decides.
            if op == "||" { return x != 0 ? 1 : (try evaluate(b, n) != 0 ? 1 : 0) }
            if op == "&&" { return x == 0 ? 0 : (try evaluate(b, n) != 0 ? 1 : 0) }
            let y = try evaluate(b, n)
            switch op {
            case "==": return x == y ? 1 : 0
            case "!=": return x != y ? 1 : 0
            case "<": return x < y ? 1 : 0
            case "<=": return x <= y ? 1 : 0
            case ">": return x > y ? 1 : 0
            case ">=": return x >= y ? 1 : 0
            default:
                if op == "/" || op == "%", y == 0 { throw Failure(offset: offset, reason: "division by zero for n = \(n)") }
                let (value, overflow) = switch op {
                case "+": x.addingReportingOverflow(y)
                case "-": x.subtractingReportingOverflow(y)
                case "*": x.multipliedReportingOverflow(by: y)
                case "/": x.dividedReportingOverflow(by: y)
                default: x.remainderReportingOverflow(dividingBy: y)
                }
                guard !overflow else { throw Failure(offset: offset, reason: "\(x) \(op) \(y) overflows for n = \(n)") }
                return value
            }
        }
    }

    /// A parsed subexpression and the height of its tree.
    private struct Tree {
        var node: Node
        var height: Int
    }

    /// Recursive descent, one function a C precedence level.
    private struct Parser {
        let s: [Unicode.Scalar]
        var i = 0
        /// How many `(`, `!` and `?:` enclose the current position.
        var depth = 0
        init(_ s: [Unicode.Scalar]) { self.s = s }

        /// Too deep at the operator or parenthesis at the 1-based `offset`.
        func tooDeep(at offset: Int) -> Failure {
            Failure(offset: offset, reason: "the expression nests deeper than \(PluralExpression.maximumDepth) levels")
        }

        /// `node` (its operator at `offset`) over `children`, refused when its tree would be too deep.
        func tree(_ node: Node, at offset: Int, _ children: Tree...) throws(Failure) -> Tree {
            let height = children.reduce(0) { max($0, $1.height) } + 1
            guard height <= PluralExpression.maximumDepth else { throw tooDeep(at: offset) }
            return Tree(node: node, height: height)
        }

        /// Runs `body` one nesting level deeper than the `(`, `?` or `:` at `offset`.
        mutating func nested(at offset: Int, _ body: (inout Parser) throws(Failure) -> Tree) throws(Failure) -> Tree {
            guard depth < PluralExpression.maximumDepth else { throw tooDeep(at: offset) }
            depth += 1
            defer { depth -= 1 }
            return try body(&self)
        }

        func failure(_ reason: String) -> Failure { Failure(offset: i + 1, reason: reason) }

        mutating func skipSpaces() { while i < s.count, s[i] == " " || s[i] == "\t" { i += 1 } }

        /// Consumes the first of `ops` that is next (longest first), returning it and its offset.
        mutating func take(_ ops: [String]) -> (String, Int)? {
            skipSpaces()
            for op in ops {
                let u = Array(op.unicodeScalars)
                guard i + u.count <= s.count, Array(s[i..<i + u.count]) == u else { continue }
                // "<" is not the start of "<="; "!" alone is not "!=".
                if u.count == 1, i + 1 < s.count, s[i + 1] == "=", "<>!=".unicodeScalars.contains(u[0]) { continue }
                if op == "|" || op == "&" { continue }
                let at = i + 1
                i += u.count
                return (op, at)
            }
            return nil
        }

        mutating func conditional() throws(Failure) -> Tree {
            let c = try binary(0)
            guard let (_, question) = take(["?"]) else { return c }
            let a = try nested(at: question) { (p: inout Parser) throws(Failure) in try p.conditional() }
            guard let (_, colon) = take([":"]) else { throw failure(i < s.count ? "expected \":\", found \"\(s[i])\"" : "expected \":\" before the end") }
            let b = try nested(at: colon) { (p: inout Parser) throws(Failure) in try p.conditional() }
            return try tree(.conditional(c.node, a.node, b.node), at: question, c, a, b)
        }

        static let levels: [[String]] = [["||"], ["&&"], ["==", "!="], ["<=", ">=", "<", ">"], ["+", "-"], ["*", "/", "%"]]

        mutating func binary(_ level: Int) throws(Failure) -> Tree {
            guard level < Self.levels.count else { return try unary() }
            var left = try binary(level + 1)
            while let (op, at) = take(Self.levels[level]) {
                let right = try binary(level + 1)
                left = try tree(.binary(op, left.node, right.node, offset: at), at: at, left, right)
            }
            return left
        }

        mutating func unary() throws(Failure) -> Tree {
            var nots: [Int] = []   // the offsets of the "!"s
            while let (_, at) = take(["!"]) {
                guard nots.count < PluralExpression.maximumDepth else { throw tooDeep(at: at) }
                nots.append(at)
            }
            var operand = try primary()
            for at in nots.reversed() { operand = try tree(.not(operand.node), at: at, operand) }
            return operand
        }

        mutating func primary() throws(Failure) -> Tree {
            skipSpaces()
            guard i < s.count else { throw failure("expected n, a number or \"(\" before the end") }
            let c = s[i]
            if c == "n" { i += 1; return Tree(node: .n, height: 1) }
            if c == "(" {
                let inner = try nested(at: i + 1) { (p: inout Parser) throws(Failure) in
                    p.i += 1
                    return try p.conditional()
                }
                guard take([")"]) != nil else { throw failure(i < s.count ? "expected \")\", found \"\(s[i])\"" : "expected \")\" before the end") }
                return inner
            }
            guard ("0"..."9").contains(c) else { throw failure("expected n, a number or \"(\", found \"\(c)\"") }
            var value = 0
            while i < s.count, ("0"..."9").contains(s[i]) {
                let (v, overflow) = value.multipliedReportingOverflow(by: 10)
                guard !overflow else { throw failure("the number is too large") }
                value = v &+ Int(s[i].value - 0x30)
                i += 1
            }
            return Tree(node: .integer(value), height: 1)
        }
    }
}

/// CLDR's plural categories with the integer samples its plural rules list for each
/// language (`common/supplemental/plurals.xml`, the `@integer` lists, `…` dropped and `~`
/// ranges expanded; `1c6` is 1000000). Categories whose samples are all decimals (Russian
/// and Polish "other") are left out: a count is an integer.
enum PluralRules {
    /// The languages of the table: the fixtures' and en, fr, ru, pl, ar, ja.
    static let table: [String: [String: [Int]]] = {
        let oneOther = ["one": "1", "other": "0, 2~16, 100, 1000, 10000, 100000, 1000000"]
        let otherOnly = ["other": "0~15, 100, 1000, 10000, 100000, 1000000"]
        return [
            "en": oneOther, "de": oneOther, "fi": oneOther,
            "fr": ["one": "0, 1", "many": "1000000, 2000000, 3000000, 4000000, 5000000, 6000000",
                   "other": "2~17, 100, 1000, 10000, 100000"],
            "pt": ["one": "0, 1", "many": "1000000, 2000000, 3000000, 4000000, 5000000, 6000000",
                   "other": "2~17, 100, 1000, 10000, 100000"],
            "ru": ["one": "1, 21, 31, 41, 51, 61, 71, 81, 101, 1001",
                   "few": "2~4, 22~24, 32~34, 42~44, 52~54, 62, 102, 1002",
                   "many": "0, 5~19, 100, 1000, 10000, 100000, 1000000"],
            "pl": ["one": "1",
                   "few": "2~4, 22~24, 32~34, 42~44, 52~54, 62, 102, 1002",
                   "many": "0, 5~19, 100, 1000, 10000, 100000, 1000000"],
            "ar": ["zero": "0", "one": "1", "two": "2", "few": "3~10, 103~110, 1003",
                   "many": "11~26, 111, 1011", "other": "100~102, 200~202, 300~302, 400~402, 500~502, 600, 1000, 10000, 100000, 1000000"],
            "ja": otherOnly, "th": otherOnly, "zh": otherOnly, "ko": otherOnly,
        ].mapValues { $0.mapValues(expand) }
    }()

    private static func expand(_ list: String) -> [Int] {
        list.split(separator: ",").flatMap { item -> [Int] in
            let bounds = item.split(separator: "~").compactMap { Int($0.trimmingSpaces) }
            return bounds.count == 2 ? Array(bounds[0]...bounds[1]) : bounds
        }
    }

    /// The samples by category for `language` (its whole tag, else its language subtag; a
    /// gettext header may write `pt_BR`), nil when the table does not have it.
    static func samples(for language: String) -> [String: [Int]]? {
        table[language] ?? language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.flatMap { table[String($0)] }
    }

    /// The number a placeholder shows in `category`'s variant for `language`: the first
    /// sample CLDR lists (its smallest: Russian few → 2, Arabic many → 11; the largest would
    /// make "1001 файл" look like growth next to the source's "1 file"). Without the language
    /// in the table: 0, 1 and 2 for zero, one and two. Nil for "other" (the worst-case integer
    /// sample applies) and unknown categories.
    static func sample(for category: String, language: String?) -> Int? {
        guard category != "other" else { return nil }
        if let language, let table = samples(for: language) { return table[category]?.first }
        return ["zero": 0, "one": 1, "two": 2][category]
    }

    /// A name per `msgstr[i]` (i < `count`): the CLDR category whose samples all give i under
    /// `expression`, "other" when i serves it among others, else the first in CLDR order;
    /// "[i]" when the language is not in the table or no category's samples give i.
    static func formNames(count: Int, expression: PluralExpression?, language: String) throws(PluralExpression.Failure) -> [String] {
        var names = (0..<count).map { "[\($0)]" }
        guard let expression, let table = samples(for: language) else { return names }
        var served: [Int: [String]] = [:]
        for category in PluralExpansion.categories {
            guard let numbers = table[category] else { continue }
            var indices = Set<Int>()
            for n in numbers { indices.insert(try expression.evaluate(n)) }
            if indices.count == 1, let i = indices.first, i >= 0, i < count { served[i, default: []].append(category) }
        }
        for (i, categories) in served { names[i] = categories.contains("other") ? "other" : categories[0] }
        return names
    }
}
