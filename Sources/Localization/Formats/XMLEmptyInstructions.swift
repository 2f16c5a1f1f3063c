/// Processing instructions without data (`<?target?>`), given a space (`<?target ?>`) before
/// libxml2 reads the document: for such an instruction libxml2 passes its SAX handler a null
/// data pointer (XML 1.0, 2.6: the data is optional), and Foundation's `XMLParser` on Linux
/// makes a string of it with `strlen`, so a five-byte `<?l?>` ended the process with SIGSEGV.
/// With the space the data is empty instead of absent, which XML gives the same meaning.
///
/// Every `<?`, a name (any characters but white space, `<`, `>` and `?`) and `?>` gets its
/// space, wherever it is, except inside a CDATA section, whose text the readers keep: in a
/// comment, in an instruction's data or in a literal of the DTD the space changes nothing
/// the readers see, and a `<` in an attribute value is an error either way. A CDATA section
/// is left alone only when the scan is sure libxml2 reads it as one: before any markup libxml2
/// would recover from (a `<` or a stray quote inside a tag, an unknown `<!`, an instruction
/// without a target, a parameter entity in the DTD) and when it holds only XML characters.
/// After either, every later section gets its spaces too: a wrong space in a malformed
/// document is harmless, a missed one is the crash.
///
/// The scan reads code units as libxml2 detects them (XML 1.0, appendix F): UTF-16 with a
/// byte-order mark or starting `<?`, UCS-4 starting `<`, else bytes. A declared encoding must
/// keep `<`, `?`, `>` and white space as those units, since libxml2 switches to it for the
/// rest of the document: UTF-7 writes `<` as `+ADw-` and EBCDIC as 0x4C, either of which would
/// hide an instruction from the scan. Any other declared encoding is a
/// `CatalogError.encoding` naming it (`asciiCompatibleEncodings` lists those read).
///
/// Cost: two passes over the units, each looking at a unit a bounded number of times; a
/// document without such an instruction is returned as it came. Columns libxml2 reports
/// after an instruction on its line are one further on per space added.
enum XMLEmptyInstructions {
    /// The encodings a byte-wide document may declare: each writes `<`, `>`, `?`, `=`, quotes
    /// and white space as their ASCII bytes and never uses those bytes inside another
    /// character (ISO/IEC 8859 and the Windows code pages are ASCII supersets; Shift_JIS,
    /// EUC, GBK, GB18030 and Big5 use bytes 0x40 and up after a lead byte). `UTF-16` in a
    /// byte-wide document is ignored by libxml2 ("labelled UTF-16 but has UTF-8 content").
    static let asciiCompatibleEncodings: Set<String> = [
        "utf-8", "utf8", "us-ascii", "ascii", "utf-16", "utf16", "latin1", "latin-1", "iso-latin-1",
        "shift_jis", "sjis", "euc-jp", "euc-kr", "euc-cn", "gb2312", "gbk", "gb18030", "big5",
    ]

    static func neutralise(_ bytes: [UInt8], file: String) throws(CatalogError) -> [UInt8] {
        let units: Units
        switch Array(bytes.prefix(4)) {
        case [0x00, 0x00, 0x00, 0x3C]: units = Units(bytes, start: 0, width: 4, bigEndian: true)
        case [0x3C, 0x00, 0x00, 0x00]: units = Units(bytes, start: 0, width: 4, bigEndian: false)
        case [0x00, 0x00, 0x3C, 0x00], [0x00, 0x3C, 0x00, 0x00]:
            throw .encoding(file: file, reason: "UCS-4 in an unusual byte order (2143 or 3412) is not read")
        case [0x00, 0x3C, 0x00, 0x3F]: units = Units(bytes, start: 0, width: 2, bigEndian: true)
        case [0x3C, 0x00, 0x3F, 0x00]: units = Units(bytes, start: 0, width: 2, bigEndian: false)
        default:
            if bytes.starts(with: [0xFE, 0xFF]) { units = Units(bytes, start: 2, width: 2, bigEndian: true) }
            else if bytes.starts(with: [0xFF, 0xFE]) { units = Units(bytes, start: 2, width: 2, bigEndian: false) }
            else if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { units = Units(bytes, start: 3, width: 1, bigEndian: false) }
            else { units = Units(bytes, start: 0, width: 1, bigEndian: false) }
        }
        try checkDeclaredEncoding(units, file: file)
        let spaces = units.instructionsWithoutData(outside: units.cdataSections())
        guard !spaces.isEmpty else { return bytes }
        let space: [UInt8] = switch (units.width, units.bigEndian) {
        case (1, _): [0x20]
        case (2, true): [0x00, 0x20]
        case (2, false): [0x20, 0x00]
        case (_, true): [0x00, 0x00, 0x00, 0x20]
        default: [0x20, 0x00, 0x00, 0x00]
        }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + spaces.count * units.width)
        var copied = 0
        for unit in spaces {
            let offset = units.start + unit * units.width
            out.append(contentsOf: bytes[copied..<offset])
            out.append(contentsOf: space)
            copied = offset
        }
        out.append(contentsOf: bytes[copied...])
        return out
    }

    /// The encoding named in the XML declaration (`<?xml version="1.0" encoding="…"?>` at the
    /// start), which libxml2 switches to: one of `asciiCompatibleEncodings` (with ISO-8859-n
    /// and windows-125n / cp125n) in a byte-wide document, UTF-16 in a UTF-16 document (its
    /// own byte order if it names one), none in a UCS-4 document.
    private static func checkDeclaredEncoding(_ units: Units, file: String) throws(CatalogError) {
        // The declaration, to its `?>` however long (white space may pad it).
        guard units.has("<?xml", at: 0), units.count > 5, Units.isSpace(units[5]) else { return }
        var head = ""
        for k in 0..<min(units.count, (units.find("?>", from: 5) ?? units.count) + 2) {
            let u = units[k]
            head.unicodeScalars.append(u < 0x80 ? Unicode.Scalar(UInt8(u)) : "\u{FFFD}")
        }
        guard let end = head.range(of: "?>"),
              let declared = head[..<end.lowerBound].firstMatch(of: /encoding\s*=\s*["']([^"']*)["']/)?.1 else { return }
        let name = declared.lowercased()
        let accepted: Bool
        switch units.width {
        case 1:
            accepted = asciiCompatibleEncodings.contains(name) || name.hasPrefix("iso-8859-") || name.hasPrefix("iso_8859-")
                || name.hasPrefix("windows-125") || name.hasPrefix("cp125")
        case 2:
            accepted = name == "utf-16" || name == "utf16" || name == (units.bigEndian ? "utf-16be" : "utf-16le")
        default:
            accepted = false
        }
        guard accepted else {
            let kind = units.width == 1 ? "a byte-wide" : units.width == 2 ? "a UTF-16" : "a UCS-4"
            throw .encoding(file: file, reason: "the declared encoding \"\(declared)\" is not read in \(kind) document "
                + "(XML catalogs are read as UTF-8, UTF-16, ISO-8859-n or windows-125n)")
        }
    }

    /// The document's code units, `width` bytes each from `start`.
    private struct Units {
        let bytes: [UInt8]
        let start: Int
        let width: Int
        let bigEndian: Bool
        let count: Int

        init(_ bytes: [UInt8], start: Int, width: Int, bigEndian: Bool) {
            self.bytes = bytes
            self.start = start
            self.width = width
            self.bigEndian = bigEndian
            count = (bytes.count - start) / width
        }

        subscript(k: Int) -> UInt32 {
            let o = start + k * width
            switch width {
            case 1: return UInt32(bytes[o])
            case 2: return bigEndian ? UInt32(bytes[o]) << 8 | UInt32(bytes[o + 1]) : UInt32(bytes[o + 1]) << 8 | UInt32(bytes[o])
            default:
                return bigEndian
                    ? UInt32(bytes[o]) << 24 | UInt32(bytes[o + 1]) << 16 | UInt32(bytes[o + 2]) << 8 | UInt32(bytes[o + 3])
                    : UInt32(bytes[o + 3]) << 24 | UInt32(bytes[o + 2]) << 16 | UInt32(bytes[o + 1]) << 8 | UInt32(bytes[o])
            }
        }

        static func isSpace(_ u: UInt32) -> Bool { u == 0x20 || u == 0x09 || u == 0x0A || u == 0x0D }

        /// Whether the ASCII `literal` is at unit `k`.
        func has(_ literal: StaticString, at k: Int) -> Bool {
            let n = literal.utf8CodeUnitCount
            guard k >= 0, k + n <= count else { return false }
            let p = literal.utf8Start
            for d in 0..<n where self[k + d] != UInt32(p[d]) { return false }
            return true
        }

        /// The first unit at or after `k` where `literal` starts.
        func find(_ literal: StaticString, from k: Int) -> Int? {
            var j = k
            while j < count {
                if has(literal, at: j) { return j }
                j += 1
            }
            return nil
        }

        /// Whether units `range` are all XML characters (XML 1.0, 2.2 `Char`), so libxml2 reads
        /// a CDATA section over them to its end. Byte-wide: no C0 control but tab, LF and CR
        /// and no U+FFFE or U+FFFF (EF BF BE, EF BF BF); a declared single-byte code page's
        /// bytes 0x80 and up count as not sure (some are undefined in windows-125n).
        func allCharacters(_ range: Range<Int>, declaredSingleByte: Bool) -> Bool {
            var k = range.lowerBound
            while k < range.upperBound {
                let u = self[k]
                if u < 0x20, !Self.isSpace(u) { return false }
                switch width {
                case 1:
                    if u >= 0x80, declaredSingleByte { return false }
                    if u == 0xEF, k + 2 < range.upperBound, self[k + 1] == 0xBF, self[k + 2] >= 0xBE { return false }
                case 2:
                    if u == 0xFFFE || u == 0xFFFF || (0xDC00...0xDFFF).contains(u) { return false }
                    if (0xD800...0xDBFF).contains(u) {
                        guard k + 1 < range.upperBound, (0xDC00...0xDFFF).contains(self[k + 1]) else { return false }
                        k += 1
                    }
                default:
                    if u > 0x10FFFF || (0xD800...0xDFFF).contains(u) || u & 0xFFFE == 0xFFFE { return false }
                }
                k += 1
            }
            return true
        }

        /// The contents of the CDATA sections libxml2 surely reads as such, in order: those
        /// before the first markup it would recover from (see the type's comment).
        func cdataSections() -> [Range<Int>] {
            var sections: [Range<Int>] = []
            let singleByte = width == 1 && has("<?xml", at: 0) && {
                let limit = find("?>", from: 0) ?? count
                guard let e = find("encoding", from: 0), e < limit else { return false }
                return !(has("UTF-8", at: e + 10) || has("utf-8", at: e + 10))
            }()
            var i = 0
            scan: while i < count {
                guard self[i] == 0x3C else { i += 1; continue }
                if has("<!--", at: i) {
                    guard let e = find("-->", from: i + 4) else { break }
                    i = e + 3
                } else if has("<![CDATA[", at: i) {
                    guard let e = find("]]>", from: i + 9), allCharacters(i + 9..<e, declaredSingleByte: singleByte) else { break }
                    sections.append(i + 9..<e)
                    i = e + 3
                } else if has("<?", at: i) {
                    // No target, or a declaration after the start: errors libxml2 recovers from.
                    guard i + 2 < count, !Self.isSpace(self[i + 2]), self[i + 2] != 0x3F, i == 0 || !isDeclaration(at: i),
                          let e = find("?>", from: i + 2) else { break }
                    i = e + 2
                } else if has("<!DOCTYPE", at: i) {
                    guard let e = endOfDoctype(from: i + 9) else { break }
                    i = e
                } else if has("<!", at: i) {
                    break
                } else {
                    // A tag: to its `>`, quotes only after `=`, no `<` anywhere in it.
                    var j = i + 1
                    var quote: UInt32? = nil
                    var last: UInt32 = 0x3C
                    while j < count {
                        let u = self[j]
                        if u == 0x3C { break scan }
                        if let q = quote {
                            if u == q { quote = nil; last = u }
                        } else if u == 0x22 || u == 0x27 {
                            guard last == 0x3D else { break scan }
                            quote = u
                        } else if u == 0x3E {
                            break
                        } else if !Self.isSpace(u) {
                            last = u
                        }
                        j += 1
                    }
                    guard j < count else { break }
                    i = j + 1
                }
            }
            return sections
        }

        /// Whether an XML declaration (`<?xml` and white space or `?`) starts at unit `k`.
        func isDeclaration(at k: Int) -> Bool {
            has("<?xml", at: k) && k + 5 < count && (Self.isSpace(self[k + 5]) || self[k + 5] == 0x3F)
        }

        /// The unit after a DOCTYPE's closing `>`, `k` just after `<!DOCTYPE`; nil at an end
        /// the scan is not sure of (a parameter entity in the internal subset, or none).
        func endOfDoctype(from k: Int) -> Int? {
            var j = k
            var quote: UInt32? = nil
            var inSubset = false
            while j < count {
                let u = self[j]
                if let q = quote {
                    if u == q { quote = nil }
                } else if u == 0x22 || u == 0x27 {
                    quote = u
                } else if inSubset {
                    if has("<!--", at: j) {
                        guard let e = find("-->", from: j + 4) else { return nil }
                        j = e + 3
                        continue
                    }
                    if has("<?", at: j) {
                        guard let e = find("?>", from: j + 2) else { return nil }
                        j = e + 2
                        continue
                    }
                    if u == 0x25 { return nil }
                    if u == 0x5D { inSubset = false }
                } else if u == 0x5B {
                    inSubset = true
                } else if u == 0x3E {
                    return j + 1
                }
                j += 1
            }
            return nil
        }

        /// The units where a space goes: before the `?` of each `<?NAME?>` whose `<` is in
        /// none of `sections`.
        func instructionsWithoutData(outside sections: [Range<Int>]) -> [Int] {
            var spaces: [Int] = []
            var next = 0
            var i = 0
            while i + 1 < count {
                guard self[i] == 0x3C, self[i + 1] == 0x3F else { i += 1; continue }
                var j = i + 2
                while j < count {
                    let u = self[j]
                    if Self.isSpace(u) || u == 0x3F || u == 0x3E || u == 0x3C { break }
                    j += 1
                }
                if j > i + 2, j + 1 < count, self[j] == 0x3F, self[j + 1] == 0x3E {
                    while next < sections.count, sections[next].upperBound <= i { next += 1 }
                    if !(next < sections.count && sections[next].contains(i)) { spaces.append(j) }
                }
                i = j
            }
            return spaces
        }
    }
}
