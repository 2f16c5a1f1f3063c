internal import CICUShims

/// The Unicode Script property (UAX #24) and script itemization, through ICU.
package enum ScriptAnalysis {
    /// The script of `scalar` as an ISO 15924 code: "Latn", "Arab", "Hani"…, "Zyyy" for
    /// Common (digits, punctuation, symbols), "Zinh" for Inherited (most combining marks),
    /// "Zzzz" for unassigned code points.
    package static func script(of scalar: Unicode.Scalar) -> String {
        tag(code(of: scalar.value))
    }

    /// Splits text into runs of one script, giving Common and Inherited characters the
    /// script of their neighbours, the way Pango and HarfBuzz's callers do:
    ///
    /// - Inherited characters (combining marks) take the script of the run they are in.
    /// - Common characters take the script of the run they are in; at the start of a run,
    ///   before any real script, they take the first real script that follows.
    /// - A closing bracket (Bidi_Paired_Bracket_Type Close, Common) takes the script of its
    ///   matching opening bracket, so "abc (мир) def" puts ")" with "abc (", not with "мир".
    ///   Unmatched openings are dropped when a later closing bracket matches an earlier one.
    /// - A character whose Script_Extensions include the current run's script stays in the
    ///   run (e.g. Arabic-Indic digits, Script=Arab, in Syriac text).
    /// - Unassigned code points ("Zzzz") join their neighbours too.
    ///
    /// A run with no real script at all (only digits, punctuation…) is "Zyyy".
    ///
    /// - Returns: runs covering `scalars` exactly, ranges in scalar offsets.
    package static func itemize(_ scalars: [Unicode.Scalar]) -> [ScriptRun] {
        // ASCII has one real script, Latin (letters); everything else in it is Common, which
        // by the rules above joins the run it is in: one run, Latin when there is a letter.
        // (`itemizeGeneral` gives the same, without asking ICU about every character.)
        var hasLetter = false
        if scalars.allSatisfy({ s in
            if s.value >= 0x80 { return false }
            if (0x41...0x5A).contains(s.value) || (0x61...0x7A).contains(s.value) { hasLetter = true }
            return true
        }) {
            return scalars.isEmpty ? [] : [ScriptRun(range: 0..<scalars.count, script: hasLetter ? "Latn" : "Zyyy")]
        }
        return itemizeGeneral(scalars)
    }

    /// `itemize` without the ASCII shortcut: every character's script from ICU.
    package static func itemizeGeneral(_ scalars: [Unicode.Scalar]) -> [ScriptRun] {
        var runs = [ScriptRun]()
        var runStart = 0
        var runScript = common
        // Open brackets not yet closed, with the script each was given. Entries above
        // `fixedParens` were pushed before the current run found its real script.
        var parens = [(opening: UInt32, script: UInt32)]()
        var fixedParens = 0
        var index = 0
        while index < scalars.count {
            let value = scalars[index].value
            var script = code(of: value)
            let (bracket, opening) = script == common ? pairedBracket(value) : (0, value)
            if bracket == 1 {
                if parens.count >= maxParenDepth {  // pathological nesting: forget it
                    parens.removeAll()
                    fixedParens = 0
                }
                parens.append((value, runScript))
            } else if bracket == 2 {
                while let last = parens.last, last.opening != opening { parens.removeLast() }
                fixedParens = min(fixedParens, parens.count)
                if let last = parens.last { script = last.script }
            }
            if isReal(runScript), isReal(script), script != runScript,
               tm_icu_has_script(value, tag(runScript)) != 0 {
                script = runScript
            }
            if !isReal(runScript) || !isReal(script) || runScript == script {
                if !isReal(runScript) && isReal(script) {
                    runScript = script
                    // Brackets opened before the run knew its script belong to it.
                    while fixedParens < parens.count {
                        parens[fixedParens].script = script
                        fixedParens += 1
                    }
                }
                if bracket == 2, !parens.isEmpty {
                    parens.removeLast()
                    fixedParens = min(fixedParens, parens.count)
                }
                index += 1
            } else {
                // A new script starts here; process this character again in the new run.
                runs.append(ScriptRun(range: runStart..<index, script: tag(runScript)))
                runStart = index
                runScript = common
                fixedParens = parens.count
            }
        }
        if runStart < scalars.count {
            runs.append(ScriptRun(range: runStart..<scalars.count, script: tag(runScript)))
        }
        return runs
    }

    /// The Bidi_Paired_Bracket_Type of `value` (1 an opening bracket, 2 a closing one, 0
    /// neither) and the opening bracket it closes (`value` itself when it closes none).
    private static func pairedBracket(_ value: UInt32) -> (type: Int32, opening: UInt32) {
        var pair: UInt32 = 0
        let bracket = tm_icu_paired_bracket(value, &pair)
        return (bracket, bracket == 2 ? pair : value)
    }

    // MARK: - Codes

    /// Pango's PAREN_STACK_DEPTH.
    private static let maxParenDepth = 128

    private static let common = pack("Zyyy")
    private static let inherited = pack("Zinh")
    private static let unknown = pack("Zzzz")

    private static func isReal(_ code: UInt32) -> Bool {
        code != common && code != inherited && code != unknown
    }

    /// True for a real script's tag: not "Zyyy" (Common), "Zinh" (Inherited) or "Zzzz"
    /// (Unknown), the tags `script(of:)` gives for shared and unassigned characters.
    static func isReal(_ tag: String) -> Bool {
        tag != "Zyyy" && tag != "Zinh" && tag != "Zzzz"
    }

    private static let latin = pack("Latn")

    /// The ISO 15924 code of a code point, packed big-endian into a UInt32.
    private static func code(of value: UInt32) -> UInt32 {
        // Latin-1 without asking ICU (Scripts.txt: 0041..005A, 0061..007A, 00AA, 00BA,
        // 00C0..00D6, 00D8..00F6 and 00F8..00FF are Latin; the rest of U+0000…U+00FF is Common).
        if value < 0x100 {
            switch value {
            case 0x41...0x5A, 0x61...0x7A, 0xAA, 0xBA, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF: return latin
            default: return common
            }
        }
        return icuCode(of: value)
    }

    /// `script(of:)` as ICU gives it, for every code point (the Latin-1 shortcut checked against it).
    static func icuScript(of scalar: Unicode.Scalar) -> String {
        tag(icuCode(of: scalar.value))
    }

    /// The ISO 15924 code of a code point from ICU (`uscript_getScript`).
    private static func icuCode(of value: UInt32) -> UInt32 {
        var tag: (CChar, CChar, CChar, CChar, CChar) = (0, 0, 0, 0, 0)
        _ = withUnsafeMutablePointer(to: &tag) { pointer in
            pointer.withMemoryRebound(to: CChar.self, capacity: 5) { tm_icu_script_tag(value, $0) }
        }
        return UInt32(UInt8(bitPattern: tag.0)) << 24 | UInt32(UInt8(bitPattern: tag.1)) << 16
            | UInt32(UInt8(bitPattern: tag.2)) << 8 | UInt32(UInt8(bitPattern: tag.3))
    }

    private static func pack(_ tag: StaticString) -> UInt32 {
        tag.withUTF8Buffer { bytes in bytes.reduce(0) { $0 << 8 | UInt32($1) } }
    }

    private static func tag(_ code: UInt32) -> String {
        let bytes = [UInt8(code >> 24), UInt8(code >> 16 & 0xFF), UInt8(code >> 8 & 0xFF), UInt8(code & 0xFF)]
        return String(decoding: bytes, as: UTF8.self)
    }
}
