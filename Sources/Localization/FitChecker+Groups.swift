import RepresentableKit
import Typesetting

/// A group's checks: the strings that share a key and variant, their label, samples and
/// categories, and the growth of each translation over its source.
extension FitChecker {
    static func groups(_ catalogs: [Catalog], sourceLanguage: String, pseudo: Bool, markdown: Bool = false) -> [Group] {
        struct Identity: Hashable { var context: String?; var key: String; var device: String?; var index: Int? }
        var order: [Identity] = []
        var members: [Identity: Group] = [:]
        for catalog in catalogs {
            let source = catalog.sourceLanguage ?? sourceLanguage
            for s in catalog.strings {
                let id = Identity(context: s.context, key: s.key, device: s.device, index: s.arrayIndex)
                if members[id] == nil {
                    order.append(id)
                    members[id] = Group(strings: [], sourceLanguage: source, markdown: markdown && catalog.format == .stringCatalog,
                                        label: catalog.labels[s.key])
                }
                members[id]!.strings.append(s)
            }
        }
        return order.map { id in
            var g = members[id]!
            // Text that is not translated is shown as written: only its source is checked,
            // and a copy in another language (lint's ExtraTranslation) is not compared.
            let translatable = g.strings.allSatisfy(\.isTranslatable)
            if !translatable { g.strings.removeAll { $0.language != g.sourceLanguage } }
            if pseudo && translatable {
                g.strings += g.strings.filter { $0.language == g.sourceLanguage }.map { s in
                    var p = s
                    p.language = Pseudolocalization.language
                    p.value = Pseudolocalization.pseudolocalize(s.value)
                    p.state = nil
                    return p
                }
            }
            return g
        }
    }

    func check(_ group: Group) -> [FitResult] {
        var markdownWork = 0
        return check(group, markdownWork: &markdownWork)
    }

    /// `check(_:)`, adding the inline Markdown parser's work (`InlineMarkdown.parseCountingWork`)
    /// to `markdownWork`: each value is parsed once, however many categories measure it.
    func check(_ group: Group, markdownWork: inout Int) -> [FitResult] {
        // Every string is measured once; a translation's growth uses its source's own result
        // (the same key, so the same label, and the same sampled text and category).
        let key = group.strings.first?.key ?? ""
        let rule = constraints.rule(for: key)
        let spec = label(for: group, key: key, rule: rule)
        let keySamples = rule?.samples
        var out: [FitResult] = []
        out.reserveCapacity(group.strings.count * spec.categories.count)
        // A string whose sampled text equals an earlier one's in the same language (plural
        // forms a language does not tell apart, "one" and "other" of `%@ Fotos` in Japanese)
        // is laid out exactly as that one: its results are copied, with the string replaced.
        var measured: [(language: String, text: String, first: Int)] = []
        for s in group.strings {
            let (text, samples) = constraints.samples.substituteRecording(s.value, pluralForm: s.pluralForm, language: s.language, key: keySamples)
            // Equal code units, not `==` (which takes canonically equivalent text as equal,
            // though it may shape differently).
            if let same = measured.first(where: { $0.language.utf8.elementsEqual(s.language.utf8) && $0.text.utf8.elementsEqual(text.utf8) }) {
                for c in spec.categories.indices {
                    var copy = out[same.first + c]
                    copy.string = s
                    out.append(copy)
                }
                continue
            }
            measured.append((s.language, text, out.count))
            var styled: StyledText?
            if group.markdown, InlineMarkdown.mayHaveSyntax(text) {
                let parsed = InlineMarkdown.parseCountingWork(text)
                markdownWork += parsed.work
                styled = StyledText(runs: parsed.runs)
            }
            for category in spec.categories {
                var result = measure(s, text: text, spec: spec, category: category, markdown: group.markdown, styled: styled)
                result.samples = samples
                out.append(result)
            }
        }
        addGrowth(to: &out, of: group, categories: spec.categories.count)
        return out
    }

    /// The label a group's strings are checked in: the one the file gives (an Interface
    /// Builder object's box), with the constraints' entry for the key over it and the run's
    /// categories; else the constraints' label for the key over the base.
    private func label(for group: Group, key: String, rule: FitConstraints.Rule?) -> FitLabel {
        guard var own = group.label else { return constraints.spec(for: key, base: base) }
        own.categories = constraints.defaults.categories ?? base.categories
        return rule.map { $0.fields.applied(to: own) } ?? own
    }

    /// Sets each translation's growth over its source (`results` are the group's strings ×
    /// `categories`, in order) and warns where it passes the limit. The source a translation
    /// is compared with: the source of the same plural form, else "other", else the one
    /// without forms, else the first.
    private func addGrowth(to results: inout [FitResult], of group: Group, categories: Int) {
        let sources = group.strings.indices.filter { group.strings[$0].language == group.sourceLanguage }
        func sourceIndex(for s: LocalizedString) -> Int? {
            sources.first { group.strings[$0].pluralForm == s.pluralForm } ?? sources.first { group.strings[$0].pluralForm == "other" }
                ?? sources.first { group.strings[$0].pluralForm == nil } ?? sources.first
        }
        let limit = constraints.growthWarningPercent ?? growthWarningPercent
        for (i, s) in group.strings.enumerated() where s.language != group.sourceLanguage {
            guard let source = sourceIndex(for: s) else { continue }
            for c in 0..<categories {
                let width = results[source * categories + c].naturalWidth
                guard width > 0 else { continue }
                let k = i * categories + c
                let growth = (results[k].naturalWidth / width - 1) * 100
                results[k].growthPercent = growth
                if growth > limit { results[k].problems.append(.grows(percent: growth, limit: limit)) }
            }
        }
    }
}
