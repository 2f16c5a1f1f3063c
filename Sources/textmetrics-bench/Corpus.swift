import FuzzSupport

/// The small corpus's vocabulary: 350 common English words and some of the package's own.
let words = """
the of and to in is was that for it with as his on be at by had are but from or have an they which one \
you were her all she there would their we him been has when who will more no if out so said what up its \
about into than them can only other new some could time these two may then do first any my now such like \
our over man me even most made after also did many before must through back years where much your way \
well down should because each just those people how too little state good very make world still own see \
men work long get here between both life being under never day same another know while last might us great \
old year off come since against go came right used take three himself few house use during without again \
place around however home small found thought went say part once general high upon school every don't does \
got united left number course war until always away something fact though water less public put think \
almost hand enough far took head yet government system better set told nothing night end why called didn't \
eyes find going look asked later knew point next program city business give group toward young days let \
room president side social given present several order national possible rather second face per among form \
important often things looked early white case john become large big need four within felt along children \
saw best church ever least power development light thing journey painful experience measurement typography \
internationalization wrapping paragraph glyph kerning ligature baseline ascender descender
""".split(separator: " ").map(String.init)
/// One generated paragraph of about 180 characters: words from `next`, a sentence end one
/// time in 20, a comma one in 20, and (with `numbers`) a number one in 20, ending with
/// "(index)." so that every paragraph is distinct.
func makeParagraph(index: Int, numbers: Bool, rng: inout SplitMix64, next: (inout SplitMix64) -> String) -> String {
    var p = ""
    var capitalize = true
    while p.count < 170 + rng.below(20) {
        var w = next(&rng)
        if capitalize { w = w.prefix(1).uppercased() + w.dropFirst(); capitalize = false }
        p += w
        switch rng.below(20) {
        case 0: p += ". "; capitalize = true
        case 1: p += ", "
        case 2 where numbers: p += " \(rng.below(1000)) "
        default: p += " "
        }
    }
    return p + "(\(index))."  // every paragraph distinct
}

/// The small corpus: `count` paragraphs over `words`.
func makeCorpus(count: Int, seed: UInt64) -> [String] {
    var rng = SplitMix64(seed: seed)
    return (0..<count).map { index in
        makeParagraph(index: index, numbers: true, rng: &rng) { words[$0.below(words.count)] }
    }
}

/// The realistic corpus: paragraphs over a vocabulary of `zipfVocabularySize` distinct words
/// drawn with Zipf's law (the word of rank r with probability ∝ 1/r, as word frequencies in
/// English text roughly go): the 350 common words above take the first ranks, the rest are
/// pronounceable made-up words of 1 to 3 syllables, all distinct. The small corpus's 350
/// words make the word cache hit 99 % of the time; this one shows what a real vocabulary
/// costs.
let zipfVocabularySize = 60_000

/// `words`, then made-up words until there are `zipfVocabularySize`.
func zipfVocabulary(_ rng: inout SplitMix64) -> [String] {
    var vocabulary = words
    var seen = Set(words)
    let onsets = ["", "b", "c", "d", "f", "g", "h", "j", "k", "l", "m", "n", "p", "r", "s", "t", "v", "w", "z",
                  "br", "ch", "cl", "dr", "fl", "gr", "pl", "pr", "st", "th", "tr", "wh"]
    let vowels = ["a", "e", "i", "o", "u", "ai", "ea", "ee", "io", "ou", "y"]
    let codas = ["", "", "", "n", "r", "s", "l", "m", "nd", "ng", "nt", "rd"]
    while vocabulary.count < zipfVocabularySize {
        var w = ""
        for _ in 0...rng.below(3) { w += onsets[rng.below(onsets.count)] + vowels[rng.below(vowels.count)] + codas[rng.below(codas.count)] }
        if seen.insert(w).inserted { vocabulary.append(w) }
    }
    return vocabulary
}

/// `count` paragraphs of Zipf-distributed words (see `zipfVocabularySize`).
func makeZipfCorpus(count: Int, seed: UInt64) -> [String] {
    var rng = SplitMix64(seed: seed)
    let vocabulary = zipfVocabulary(&rng)
    // Cumulative Zipf weights 1/r, sampled by binary search.
    var cumulative = [Double](repeating: 0, count: vocabulary.count)
    var sum = 0.0
    for r in vocabulary.indices { sum += 1 / Double(r + 1); cumulative[r] = sum }
    func sample(_ rng: inout SplitMix64) -> String {
        let x = Double(rng.below(1 << 30)) / Double(1 << 30) * sum
        var low = 0, high = cumulative.count - 1
        while low < high { let mid = (low + high) / 2; if cumulative[mid] < x { low = mid + 1 } else { high = mid } }
        return vocabulary[low]
    }
    return (0..<count).map { index in makeParagraph(index: index, numbers: false, rng: &rng, next: sample) }
}

/// `count` distinct 40-character labels for the autoshrink figures.
func makeShortCorpus(count: Int) -> [String] {
    var rng = SplitMix64(seed: 11)
    return (0..<count).map { index in
        var s = ""
        while s.count < 34 { s += words[rng.below(words.count)] + " " }
        return String((s + "\(index)").prefix(34)) + " \(100_000 + index)"  // 40 characters, distinct
    }
}
