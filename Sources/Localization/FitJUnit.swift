import ProcessIO
import JSON
import Typesetting

/// One test case of a fit report's JUnit XML: a string × category.
public struct FitJUnitCase: Sendable, Hashable {
    /// The string's language (its test suite).
    public var language: String
    /// The file the string comes from (the test case's class name).
    public var file: String
    /// The string's key and variant (`LocalizedString.variantName`) and category: `key [xxxL]`.
    public var name: String
    /// Pass, warn (a `system-out`) or fail (a `failure`).
    public var status: FitStatus
    /// The first failure's kind (`FitProblem.name`).
    public var failureType = ""
    /// Every failure's message, joined by "; ".
    public var failureMessage = ""
    /// The text checked (a failure's body).
    public var text = ""
    /// Every problem's message, joined by "; " (a warning's `system-out`).
    public var problems = ""

    /// The test case of `result`.
    public init(_ result: FitResult) {
        let failures = result.problems.filter(\.isFailure)
        self.init(language: result.string.language, file: result.string.location.file,
                  name: "\(result.string.variantName) [\(FitReportCells.category(result.category))]", status: result.status,
                  failureType: failures.first?.name ?? "", failureMessage: failures.map(\.description).joined(separator: "; "),
                  text: result.text, problems: result.problems.map(\.description).joined(separator: "; "))
    }

    /// The test case of a result of a JSON report (`FitResult.jsonValue`, as a shard file
    /// holds it): what `init(_:)` makes of the result itself. Throws for a result that lacks
    /// a member the case needs or has one of the wrong type.
    public init(json result: JSONValue) throws(FitReportError) {
        func bad(_ why: String) -> FitReportError { FitReportError(description: why) }
        guard case .object(let fields) = result else { throw bad("a result is not an object") }
        func field(_ key: String) -> JSONValue? { fields.first { $0.key == key }?.value }
        func string(_ key: String) -> String? { if case .string(let s)? = field(key) { s } else { nil } }
        var index: Int?
        if case .number(let n)? = field("arrayIndex") {
            guard n.isFinite, n.rounded(.towardZero) == n, abs(n) <= Double(FitShardFile.largestInteger) else {
                throw bad("a result's arrayIndex is not a whole number")
            }
            index = Int(n)
        }
        guard let key = string("key"), let language = string("language"), let file = string("file"), let category = string("category"),
              let status = string("status").flatMap(FitStatus.init(rawValue:)), let text = string("text"),
              case .array(let problems)? = field("problems") else { throw bad("a result lacks its key, language, file, status or problems") }
        let name = LocalizedString(key: key, language: language, value: text, pluralForm: string("pluralForm"), device: string("device"),
                                   arrayIndex: index, context: string("context"), location: SourceLocation(file: file)).variantName
        var kinds: [(kind: String, message: String)] = []
        for p in problems {
            guard case .object(let pf) = p, case .string(let kind)? = pf.first(where: { $0.key == "kind" })?.value,
                  case .string(let message)? = pf.first(where: { $0.key == "message" })?.value else { throw bad("a problem lacks its kind or message") }
            kinds.append((kind, message))
        }
        let failures = kinds.filter { FitProblem.isFailure(name: $0.kind) }
        self.init(language: language, file: file, name: "\(name) [\(category)]", status: status,
                  failureType: failures.first?.kind ?? "", failureMessage: failures.map(\.message).joined(separator: "; "),
                  text: text, problems: kinds.map(\.message).joined(separator: "; "))
    }

    /// A test case with every field given.
    public init(language: String, file: String, name: String, status: FitStatus, failureType: String = "",
                failureMessage: String = "", text: String = "", problems: String = "") {
        (self.language, self.file, self.name, self.status) = (language, file, name, status)
        (self.failureType, self.failureMessage, self.text, self.problems) = (failureType, failureMessage, text, problems)
    }

    /// JUnit XML: a test suite a language (in the order the languages first come), a test
    /// case a string × category; failures carry the problems, warnings go to `system-out`;
    /// `errors` (what could not be checked) are a suite of their own, "errors". `checks` and
    /// `failures` are the run's counts (with the errors, the root's `tests`).
    public static func xml(_ cases: some Collection<FitJUnitCase>, checks: Int, failures: Int, errors: [String]) -> String {
        var languages: [String] = []
        var byLanguage: [String: [FitJUnitCase]] = [:]
        for c in cases {
            if byLanguage[c.language] == nil { languages.append(c.language) }
            byLanguage[c.language, default: []].append(c)
        }
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                     "<testsuites name=\"textmetrics fit\" tests=\"\(checks + errors.count)\" failures=\"\(failures)\" errors=\"\(errors.count)\">"]
        for language in languages {
            let results = byLanguage.removeValue(forKey: language)!
            lines.append("  <testsuite name=\"\(MarkupEscaping.escaped(language))\" tests=\"\(results.count)\" failures=\"\(results.filter { $0.status == .fail }.count)\" errors=\"0\">")
            for r in results { lines += r.xmlLines }
            lines.append("  </testsuite>")
        }
        if !errors.isEmpty {
            lines.append("  <testsuite name=\"errors\" tests=\"\(errors.count)\" failures=\"0\" errors=\"\(errors.count)\">")
            for (i, e) in errors.enumerated() {
                lines.append("    <testcase classname=\"input\" name=\"error \(i + 1)\"><error message=\"\(MarkupEscaping.escaped(e))\"/></testcase>")
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The case's `testcase` element, a line each.
    private var xmlLines: [String] {
        let open = "    <testcase classname=\"\(MarkupEscaping.escaped(file))\" name=\"\(MarkupEscaping.escaped(name))\""
        switch status {
        case .pass: return [open + "/>"]
        case .fail:
            return [open + ">",
                    "      <failure type=\"\(MarkupEscaping.escaped(failureType))\" message=\"\(MarkupEscaping.escaped(failureMessage))\">\(MarkupEscaping.escaped(text))</failure>",
                    "    </testcase>"]
        case .warn:
            return [open + ">", "      <system-out>\(MarkupEscaping.escaped(problems))</system-out>", "    </testcase>"]
        }
    }
}

extension FitReport {
    /// The report as JUnit XML (`FitJUnitCase.xml(_:checks:failures:errors:)`): a test suite a
    /// language, a test case a result.
    public var junitXML: String {
        FitJUnitCase.xml(results.lazy.map(FitJUnitCase.init), checks: counts.checks, failures: counts.failed, errors: errors.map(\.description))
    }
}

extension FitShardMerge {
    /// The merged report as JUnit XML, as the single run writes it (`FitReport.junitXML`).
    /// Throws for a result that is not one of a JSON report (`FitJUnitCase.init(json:)`).
    public func junitXML() throws(FitReportError) -> String {
        var cases: [FitJUnitCase] = []
        for r in results { cases.append(try FitJUnitCase(json: r)) }
        return FitJUnitCase.xml(cases, checks: summary.checks, failures: summary.failed, errors: errors)
    }
}
