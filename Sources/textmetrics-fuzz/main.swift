// textmetrics-fuzz: the long-running robustness checks that do not fit in `swift test`.
//
//   textmetrics-fuzz fonts --count 10000 --seed 1   font mutants through the whole pipeline
//   textmetrics-fuzz text  --count 2000  --seed 1   hostile strings × widths × lines × modes
//   textmetrics-fuzz scenes --count 10000 --seed 1  random and mutated scenes through layout and render
//   textmetrics-fuzz cli   --count 10000 --seed 1   random argument vectors through the textmetrics tool
//   textmetrics-fuzz readers --count 100000 --seed 1  catalog mutants (bytes, deep nesting, plural expressions, entities)
//   textmetrics-fuzz deep-scenes --count 50000 --seed 1  generated deep container chains through layout and render
//   textmetrics-fuzz stdin --count 2000 --seed 1  the tool's - readers on closed, directory, write-only, empty, garbage input
//   textmetrics-fuzz markdown --count 50000 --seed 1  hostile inline Markdown (nesting, unclosed delimiters, links) with attachments
//   textmetrics-fuzz shapes --count 50000 --seed 1  exclusion-shape sets (many, huge, degenerate, extreme values) flowed around
//   textmetrics-fuzz previews --count 50000 --seed 1  hostile ids and width ranges through preview pages, each page parsed
//   textmetrics-fuzz shards --count 50000 --seed 1  damaged fit shard files through --merge's reader and merge
//   textmetrics-fuzz links --count 50000 --seed 1  hostile link targets through PDF, SVG and PNG, read back
//   textmetrics-fuzz images --count 50000 --seed 1  hostile attachment image files through PNG, PDF and SVG
//   textmetrics-fuzz storyboards --count 10000 --seed 1  mutated storyboards and XIBs through fit's Interface Builder reader
//   textmetrics-fuzz measurer --count 10000 --seed 1  hostile strings and arguments through TextMeasurer; proposal words
//   textmetrics-fuzz depth --levels 1000          one checked layout of a chain of each container kind, timed
//   textmetrics-fuzz big                            1 MB, 100k-line and 10 MB texts: time and memory
//   textmetrics-fuzz repro fonts|text --seed S --index I [--write FILE]
//
// `fonts` and `text` run their items in child processes (this executable, spawned on a
// sub-range), so a crash in C or a Swift trap is counted and reported with the (seed, index)
// that reproduces it instead of ending the run; a child's watchdog reports a hang the same way.
//
// One file a command (FontsCommand, TextCommand, BigCommand, ReproCommand, TimeCommand,
// DigestCommand); the child processes and their protocol are in ChildProcesses, the watchdog
// in Watchdog. The mutants, hostile strings and invariants come from FuzzSupport.

import Foundation

let options = Options(Array(CommandLine.arguments.dropFirst()))
switch options.command {
case "fonts": fontsCommand(options)
case "text": textCommand(options)
case "big": bigCommand(options)
case "repro": reproCommand(options)
case "time": timeCommand(options)
case "digest": digestCommand(options)
case "child-fonts": childFonts(options)
case "child-text": childText(options)
case "child-big": childBig(options)
case "scenes": scenesCommand(options)
case "child-scenes": childScenes(options)
case "cli": cliCommand(options)
case "child-cli": childCLI(options)
case "readers": readersCommand(options)
case "child-readers": childReaders(options)
case "deep-scenes": deepScenesCommand(options)
case "child-deep-scenes": childDeepScenes(options)
case "stdin": stdinCommand(options)
case "depth": depthCommand(options)
case "child-stdin": childStdin(options)
case "markdown": markdownShapesCommand(options, shapes: false)
case "child-markdown": childMarkdown(options)
case "shapes": markdownShapesCommand(options, shapes: true)
case "child-shapes": childShapes(options)
case "previews": previewsCommand(options)
case "child-previews": childPreviews(options)
case "shards": shardsCommand(options)
case "child-shards": childShards(options)
case "links": linksCommand(options)
case "child-links": childLinks(options)
case "images": imagesCommand(options)
case "child-images": childImages(options)
case "storyboards": storyboardsCommand(options)
case "child-storyboards": childStoryboards(options)
case "measurer": measurerCommand(options)
case "child-measurer": childMeasurer(options)
case "child-allocate": childAllocate(options)
default:
    print("""
    usage: textmetrics-fuzz fonts [--count N] [--seed S] [--start I] [--jobs J] [--batch B] [--timeout SEC] [--fonts DIR] [--bases every-kind|F,…]
           textmetrics-fuzz text  [--count N] [--seed S] [--start I] [--jobs J] [--batch B] [--timeout SEC]
           textmetrics-fuzz scenes [--count N] [--seed S] [--jobs J] [--batch B] [--timeout SEC] [--scenes DIR]
           textmetrics-fuzz cli   [--count N] [--seed S] [--jobs J] [--batch B] [--timeout SEC] [--cli PATH]
           textmetrics-fuzz readers [--count N] [--seed S] [--jobs J] [--batch B] [--timeout SEC] [--catalogs DIR]
           textmetrics-fuzz deep-scenes [--count N] [--seed S] [--jobs J] [--batch B] [--timeout SEC]
           textmetrics-fuzz stdin [--count N] [--seed S] [--jobs J] [--batch B] [--timeout SEC] [--cli PATH]
           textmetrics-fuzz markdown [--count N] [--seed S] [--jobs J] [--batch B] [--timeout SEC]
           textmetrics-fuzz shapes [--count N] [--seed S] [--jobs J] [--batch B] [--timeout SEC]
           textmetrics-fuzz previews [--count N] [--seed S] [--jobs J] [--batch B] [--timeout SEC]
           textmetrics-fuzz shards [--count N] [--seed S] [--jobs J] [--batch B] [--timeout SEC]
           textmetrics-fuzz links [--count N] [--seed S] [--jobs J] [--batch B] [--timeout SEC]
           textmetrics-fuzz images [--count N] [--seed S] [--jobs J] [--batch B] [--timeout SEC]
           textmetrics-fuzz storyboards [--count N] [--seed S] [--jobs J] [--batch B] [--timeout SEC]
           textmetrics-fuzz measurer [--count N] [--seed S] [--jobs J] [--batch B] [--timeout SEC]
           textmetrics-fuzz depth [--levels N] [--scene FILE]
           textmetrics-fuzz big   [--cases 1mb,1mb-word,1mb-tabs,100k-lines,10mb] [--width W] [--no-glyphs]
           textmetrics-fuzz repro fonts|text --seed S --index I [--write FILE] [--no-run]
    Exit status: 0 when every item ended in a valid result or a typed error; 1 otherwise.
    """)
    exit(options.command == "help" || options.command == "--help" ? 0 : 2)
}
