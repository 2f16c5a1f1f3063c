/// BCP 47 language tags as catalogs use them: a known ISO 639 language, then optional
/// script (4 letters), region (2 letters or 3 digits) and variant subtags, with `-` or `_`
/// between them. Xcode's `Base` and the pseudo-locales (`qps-ploc`, `en-XA`, `ar-XB`) are
/// accepted too.
public enum LanguageTag {
    /// ISO 639-1 (all two-letter codes), Android's legacy iw/in/ji, and the three-letter
    /// ISO 639-2/3 codes of languages Apple and Android ship without a two-letter code.
    static let languages: Set<String> = Set("""
    aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz ee el en eo es et eu
    fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km kn
    ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os
    pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw
    ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu iw in ji
    fil yue haw ast ceb chr ckb gsw kok mai mni sat zgh nds sah qps
    """.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))

    /// The tag in its canonical spelling (`pt_br` → `pt-BR`, `zh-hans` → `zh-Hans`), or nil
    /// when it is not a tag of a known language.
    public static func canonical(_ tag: String) -> String? {
        if tag == "Base" { return tag }
        let parts = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard let first = parts.first?.lowercased(), languages.contains(first), parts.allSatisfy({ !$0.isEmpty && $0.count <= 8 && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }) else { return nil }
        var out = [first]
        for part in parts.dropFirst() {
            if part.count == 4, part.allSatisfy(\.isLetter) { out.append(part.prefix(1).uppercased() + part.dropFirst().lowercased()) }
            else if part.count == 2, part.allSatisfy(\.isLetter) { out.append(part.uppercased()) }
            else if part.count == 3, part.allSatisfy(\.isNumber) { out.append(part) }
            else if part.count >= 4 { out.append(part.lowercased()) }
            else { return nil }
        }
        return out.joined(separator: "-")
    }
}
