// swift-tools-version:6.0
import PackageDescription

// One job a target, arrows one way (Documentation/Architecture.md):
//
//   Graphics ◄── every target below (points, sizes, rects, colours)
//   JSON (reader, paths, errors, writer), ProcessIO (stdout, atomic file writes), SeededRandom:
//     depend on nothing
//   Typesetting (engine; reads its font files itself) ◄── LabelHost ──► RepresentableKit
//     (sizing layer, no C, nothing of ours but Graphics); no renderer, no cairo
//   TextRendering ──► Typesetting, LabelHost, ProcessIO (draws TextLayouts and the views: PNG, PDF, SVG)
//   Scenes ──► LabelHost, RepresentableKit, TextRendering, JSON (the scene format)
//   Localization ──► Typesetting, LabelHost, JSON (catalogs, constraints; no cairo)
//   LocalizationRendering ──► Localization, TextRendering (fit --png contact sheets)
//   textmetrics (CLI) ──► Scenes, Localization, LocalizationRendering, ProcessIO, JSON
//   FuzzSupport ──► Typesetting, TextRendering, SeededRandom ◄── textmetrics-fuzz, textmetrics-bench, ReliabilityTests
let package = Package(
    name: "RepresentableKitLinux",
    products: [
        .library(name: "Graphics", targets: ["Graphics"]),
        .library(name: "Typesetting", targets: ["Typesetting"]),
        .library(name: "RepresentableKit", targets: ["RepresentableKit"]),
        .library(name: "LabelHost", targets: ["LabelHost"]),
        .library(name: "TextRendering", targets: ["TextRendering"]),
        .library(name: "JSON", targets: ["JSON"]),
        .library(name: "Scenes", targets: ["Scenes"]),
        .library(name: "Localization", targets: ["Localization"]),
        .library(name: "LocalizationRendering", targets: ["LocalizationRendering"]),
        .executable(name: "textmetrics", targets: ["textmetrics"]),
    ],
    targets: [
        .systemLibrary(
            name: "CFreeType", pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(
            name: "CHarfBuzz", pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(
            name: "CFontconfig", pkgConfig: "fontconfig",
            providers: [.apt(["libfontconfig-dev"])]),
        .systemLibrary(
            name: "CPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]),
        // libdeflate: the PNG writer's compressor (Debian 12: libdeflate-dev 1.14).
        .systemLibrary(
            name: "CDeflate", pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"])]),
        // libhyphen has no pkg-config file; its header is /usr/include/hyphen.h.
        .systemLibrary(
            name: "CHyphen",
            providers: [.apt(["libhyphen-dev"])]),
        // cairo's PDF and SVG surfaces and its FreeType font faces (cairo, cairo-ft, cairo-pdf
        // and cairo-svg are one library on Debian, libcairo2-dev).
        .systemLibrary(
            name: "CCairo", pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]),
        // ICU renames every C symbol per major version (ubrk_open becomes ubrk_open_72),
        // so Swift cannot import them by their documented names. This small C target
        // calls ICU through its headers (which map the names) and exports stable,
        // prefixed wrappers for Swift.
        .target(
            name: "CICUShims",
            linkerSettings: [.linkedLibrary("icuuc")]),

        // The bundled fonts as SwiftPM resources. `Fonts/` is the only copy of the files;
        // SwiftPM puts them in `<package>_FontFiles.resources` beside each executable.
        .target(
            name: "FontFiles",
            path: "Fonts",
            sources: ["FontFiles.swift"],
            resources: [
                .copy("Inter-Roman.var.ttf"), .copy("Inter-Italic.var.ttf"),
                .copy("Quicksand-Light.ttf"), .copy("Quicksand-Regular.ttf"),
                .copy("Quicksand-Medium.ttf"), .copy("Quicksand-Bold.ttf"),
                .copy("NotoSerif-Regular.ttf"), .copy("NotoSerif-Bold.ttf"),
                .copy("NotoSerif-Italic.ttf"), .copy("NotoSerif-BoldItalic.ttf"),
                .copy("JetBrainsMono-Regular.ttf"), .copy("JetBrainsMono-Bold.ttf"),
                .copy("JetBrainsMono-Italic.ttf"),
                .copy("NotoSansArabic-Regular.ttf"), .copy("NotoSansHebrew-Regular.ttf"),
                .copy("NotoSansDevanagari-Regular.ttf"), .copy("NotoSansThai-Regular.ttf"),
                .copy("NotoSansBengali-Regular.ttf"), .copy("NotoSansGurmukhi-Regular.ttf"),
                .copy("NotoSansGujarati-Regular.ttf"), .copy("NotoSansOriya-Regular.ttf"),
                .copy("NotoSansTamil-Regular.ttf"), .copy("NotoSansTelugu-Regular.ttf"),
                .copy("NotoSansKannada-Regular.ttf"), .copy("NotoSansMalayalam-Regular.ttf"),
                .copy("NotoSansSinhala-Regular.ttf"), .copy("NotoSansKhmer-Regular.ttf"),
                .copy("NotoSansLao-Regular.ttf"), .copy("NotoSansMyanmar-Regular.ttf"),
                .copy("NotoSansEthiopic-Regular.ttf"), .copy("NotoSansGeorgian-Regular.ttf"),
                .copy("NotoSansArmenian-Regular.ttf"), .copy("NotoSerifTibetan-Regular.ttf"),
                .copy("NotoSansThaana-Regular.ttf"), .copy("NotoSansCherokee-Regular.ttf"),
                .copy("NotoSansSyriac-Regular.ttf"), .copy("NotoSansMongolian-Regular.ttf"),
                .copy("NotoSansTifinagh-Regular.ttf"), .copy("NotoSansCanadianAboriginal-Regular.ttf"),
                .copy("NotoSansShavian-Regular.ttf"),
                .copy("NotoSans-Extended.ttf"), .copy("NotoSansMono-BoxDrawing.ttf"),
                .copy("NotoSansSymbols-Regular.ttf"), .copy("NotoSansSymbols2-Regular.ttf"),
                .copy("NotoSansMath-Regular.ttf"),
                .copy("NotoSansCJKsc-Subset.otf"), .copy("NotoColorEmoji.ttf"),
                .copy("README.md"), .copy("licenses"),
            ]),
        // The shared vocabulary: Point, Size, Rect, Axis, Color, pixel rounding.
        .target(name: "Graphics"),
        // The engine: fonts, itemize, shape, break, wrap, position. No views.
        .target(
            name: "Typesetting",
            dependencies: ["Graphics", "FontFiles", "CFreeType", "CHarfBuzz", "CFontconfig", "CICUShims", "CHyphen"]),
        // The process's output: all of a buffer to a descriptor (`writeAll`) and files written
        // whole or not at all (`OutputFile`). Depends on nothing; the engine does not use it.
        .target(name: "ProcessIO"),
        // SplitMix64, the seeded generator of the fuzzer, the benchmark and the property tests.
        .target(name: "SeededRandom"),
        // The sizing layer: SwiftUI's proposals and RepresentableKit's adaptor. No engine, no C.
        .target(
            name: "RepresentableKit",
            dependencies: ["Graphics"]),
        // UILabel's semantics over the engine, as a hosted view of the sizing layer. No
        // renderer: what measures labels (the catalog checker) links no cairo.
        .target(
            name: "LabelHost",
            dependencies: ["Graphics", "Typesetting", "RepresentableKit"]),
        // Draws TextLayouts on a canvas and writes PNG, or through cairo to PDF and SVG; the
        // views of LabelHost draw themselves here (`Drawable`).
        .target(
            name: "TextRendering",
            dependencies: ["Graphics", "Typesetting", "LabelHost", "ProcessIO", "CFreeType", "CPNG", "CDeflate", "CCairo"]),
        // JSON on its own: a strict reader with paths and typed errors, and the one writer
        // (shortest round-trip numbers). Depends on nothing.
        .target(name: "JSON"),
        // The JSON scene format: read, write, lay out and draw a scene.
        .target(
            name: "Scenes",
            dependencies: ["Graphics", "Typesetting", "RepresentableKit", "LabelHost", "TextRendering", "ProcessIO", "JSON"]),
        // `textmetrics fit`: string catalogs in, overflow reports out, measured as Label does.
        // No renderer (no cairo, libpng or libdeflate).
        .target(
            name: "Localization",
            dependencies: ["Graphics", "Typesetting", "RepresentableKit", "LabelHost", "JSON", "ProcessIO"]),
        // `fit --png`: the contact sheets of failing strings, drawn by the renderer.
        .target(
            name: "LocalizationRendering",
            dependencies: ["Graphics", "Typesetting", "LabelHost", "Localization", "TextRendering"]),
        .executableTarget(
            name: "textmetrics",
            dependencies: ["Graphics", "Typesetting", "RepresentableKit", "LabelHost", "TextRendering", "Scenes", "Localization", "LocalizationRendering", "ProcessIO", "JSON"],
            // Release: the Swift runtime and Foundation linked in (swiftc -static-stdlib), so
            // start-up does not resolve their ~25,000 symbol relocations against 50 shared
            // objects (`textmetrics --version`: 26 M instructions dynamic, 8 M static). The flag
            // is also given to the compiler, whose autolink entries then name the static
            // libraries' own dependencies (FoundationXML's libxml2.so: libxml2-dev). Only this
            // product carries unsafe flags: the library products stay usable as versioned
            // dependencies of other packages. It links with the toolchain's lld: GNU ld warns
            // about a `mktemp` call inside Foundation's static archive, lld does not.
            swiftSettings: [.unsafeFlags(["-static-stdlib"], .when(configuration: .release))],
            linkerSettings: [.unsafeFlags(["-static-stdlib", "-use-ld=lld"], .when(configuration: .release))]),

        // Font mutation, hostile text and layout invariants, shared by the long-run fuzzer,
        // the benchmark and the tests.
        .target(
            name: "FuzzSupport",
            dependencies: ["Graphics", "Typesetting", "TextRendering", "SeededRandom"]),
        .executableTarget(
            name: "textmetrics-fuzz",
            dependencies: ["FuzzSupport", "Typesetting", "Graphics", "RepresentableKit", "TextRendering", "Scenes", "JSON", "Localization", "LabelHost", "ProcessIO"]),
        // Release-build benchmark, never part of `swift test`:
        //   swift run -c release textmetrics-bench
        .executableTarget(
            name: "textmetrics-bench",
            dependencies: ["FuzzSupport", "Typesetting", "TextRendering", "Graphics", "CHarfBuzz", "CHeapStats", "LabelHost"]),
        // glibc's malloc statistics (mallinfo2), which Swift's Glibc module does not export:
        // the benchmark's measured size of the prepared texts.
        .target(name: "CHeapStats"),

        .testTarget(name: "TypesettingTests", dependencies: ["Typesetting", "FuzzSupport"]),
        // Fake views only: this target must build without the engine.
        .testTarget(name: "RepresentableKitTests", dependencies: ["RepresentableKit"]),
        .testTarget(name: "LabelHostTests", dependencies: ["LabelHost", "RepresentableKit", "Typesetting"]),
        .testTarget(name: "TextRenderingTests", dependencies: ["TextRendering", "Typesetting", "CCairo", "CPNG"]),
        .testTarget(
            name: "ScenesTests",
            dependencies: ["Scenes", "LabelHost", "RepresentableKit", "TextRendering", "Typesetting", "Localization", "CCairo", "FuzzSupport", "JSON"]),
        // The JSON reader's tests: no engine, only the seeded generator.
        .testTarget(name: "JSONTests", dependencies: ["JSON", "SeededRandom"]),
        .testTarget(name: "LocalizationTests", dependencies: ["Localization", "LabelHost", "Typesetting", "JSON"]),
        .testTarget(name: "ReliabilityTests", dependencies: ["FuzzSupport", "Typesetting", "TextRendering"]),
    ],
    swiftLanguageModes: [.v6]
)
