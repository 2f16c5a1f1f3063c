import ProcessIO
import Graphics
import JSON
import RepresentableKit
import TextRendering

/// A preview page: one self-contained HTML file, written a piece at a time (`write`), (no network, no external script or style)
/// showing a scene or a text at many proposed widths, with
/// - a slider (and the arrow keys) picking the width shown;
/// - the debug overlay (frames, line boxes, baselines) on and off (a checkbox, or the D key);
/// - the frames `layout --json` gives at the width shown (id, type, x, y, width, height);
/// - the breakpoints: widths where a node's height changes;
/// - optional rows of panes side by side (device widths, Dynamic Type categories).
///
/// Every glyph outline is defined once for the whole page (`SVGGlyphLibrary`) and drawn by
/// `<use>` in each pane. The URL fragment picks the state: `#w=390` the width (the nearest one
/// sampled), `debug=1` the overlay, `bare` only the pane, at the page's top-left corner
/// (for screenshots), e.g. `preview.html#w=390&debug=1`.
public enum PreviewPage {
    /// The most bytes a page may have (256 MiB). A page holds a drawing a width, so its size
    /// is about the widths times the content: a page that would pass this is refused with a
    /// `PreviewError.pageTooLarge` as soon as its first pane shows it, before the rest is
    /// laid out, and in any case before a byte past the limit is written.
    public static let maximumBytes = 256 << 20

    /// What a page written holds.
    public struct Summary: Sendable {
        /// The panes the slider shows.
        public var paneCount: Int
        /// The breakpoints between the slider's widths.
        public var breakpoints: [PreviewBreakpoint]
        /// Glyph outlines defined.
        public var glyphCount: Int
        /// Bytes written.
        public var byteCount: Int
    }

    /// Writes the page of `source` at `widths` and `scale`, a piece at a time, to `sink`: a pane
    /// a width, the breakpoints between them, and with `devices` a row of
    /// `PreviewDevice.presets`; `categories` adds a row of (title, source) panes at
    /// `categoryWidth` (each source the scene read at one Dynamic Type category). One pane's
    /// drawing is held at a time; what the page keeps to its end is each pane's frames and the
    /// glyph outlines. A page over `maximumBytes` is refused (`PreviewError.pageTooLarge`).
    public static func write(
        title: String, source: some PreviewSource, widths: [Double], scale: Double,
        devices: [PreviewDevice] = [], categories: [(title: String, source: any PreviewSource)] = [],
        categoryWidth: Double = 390, library: SVGGlyphLibrary = SVGGlyphLibrary(), maximumBytes: Int = PreviewPage.maximumBytes,
        to sink: (String) throws -> Void
    ) throws -> Summary {
        let sorted = Array(Set(widths)).sorted()
        var written = 0
        func emit(_ text: String) throws {
            written += text.utf8.count
            guard written <= maximumBytes else { throw PreviewError.pageTooLarge(bytes: written, limit: maximumBytes, widths: sorted.count) }
            try sink(text)
        }
        // A scene built too deep for layout is refused before anything is drawn.
        if let first = sorted.first { _ = try source.frames(width: first, scale: scale) }
        try writeHeader(title: title, widthCount: sorted.count, emit: emit)
        var samples: [(width: Double, frames: [LayoutFrame])] = []
        samples.reserveCapacity(sorted.count)
        for w in sorted {
            let pane = try source.pane(width: w, scale: scale, title: "\(JSONText.number(w)) pt", library: library)
            let text = figure(pane, hidden: true)
            if samples.isEmpty {
                // The panes differ little in size: the first tells what the page would be.
                let estimate = written + text.utf8.count * sorted.count
                if estimate > maximumBytes { throw PreviewError.pageTooLarge(bytes: estimate, limit: maximumBytes, widths: sorted.count) }
            }
            try emit(text)
            samples.append((w, pane.frames))
        }
        try emit("</main>\n")
        let breakpoints = try source.breakpoints(between: samples, scale: scale)
        if !samples.isEmpty { try writeAside(breakpoints, widths: sorted, emit: emit) }
        try emit("</div>\n")
        try writeRows(
            source: source, devices: devices, categories: categories, categoryWidth: categoryWidth, scale: scale,
            library: library, emit: emit)
        // The glyph definitions, once, in a hidden SVG every pane's <use> refers to (a
        // reference may come before its target), and their paint rules (a style element in
        // the body is read as one in the head).
        try emit("<svg id=\"glyphs\" width=\"0\" height=\"0\" style=\"position:absolute\" aria-hidden=\"true\">" + library.defsElement + "</svg>\n"
                 + "<style>" + library.styleRules + "</style>\n")
        try writeData(samples, emit: emit)
        try emit("]}</script>\n<script>" + script + "</script>\n</body></html>\n")
        return Summary(paneCount: samples.count, breakpoints: breakpoints, glyphCount: library.definedGlyphCount, byteCount: written)
    }

    /// The page's head and the header: the title, the width slider (when there are widths)
    /// and the debug switch; opens the stage.
    private static func writeHeader(title: String, widthCount: Int, emit: (String) throws -> Void) throws {
        try emit("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>\(htmlText(title))</title>\n<style>"
                 + style + "</style></head>\n<body>\n<header><h1>\(htmlText(title))</h1>")
        if widthCount > 0 {
            try emit("<label>Proposed width <input id=\"width\" type=\"range\" min=\"0\" max=\"\(widthCount - 1)\" step=\"1\" value=\"0\">"
                     + " <output id=\"width-label\"></output></label>")
        }
        try emit(" <label><input id=\"debug\" type=\"checkbox\"> Debug overlay (D)</label>"
                 + " <span class=\"hint\">← → change the width</span></header>\n<div class=\"work\"><main id=\"stage\">")
    }

    /// The side panel: the frames table (filled by the script) and the breakpoints between
    /// `sorted`, the widths sampled (at least one), each linking to the first width at or above it.
    private static func writeAside(
        _ breakpoints: [PreviewBreakpoint], widths sorted: [Double], emit: (String) throws -> Void
    ) throws {
        var aside = "<aside><section id=\"frames\"><h2>Frames at <span id=\"frames-width\"></span></h2>"
            + "<table><thead><tr><th>id</th><th>type</th><th>x</th><th>y</th><th>width</th><th>height</th></tr></thead>"
            + "<tbody id=\"frames-body\"></tbody></table></section>\n<section id=\"breakpoints\"><h2>Breakpoints</h2>"
        if breakpoints.isEmpty {
            aside += "<p>No node changes height between \(JSONText.number(sorted[0])) and \(JSONText.number(sorted[sorted.count - 1])) pt.</p>"
        } else {
            aside += "<ul>"
        }
        try emit(aside)
        for b in breakpoints {
            let shown = sorted.first { $0 >= b.width } ?? sorted[sorted.count - 1]
            try emit("<li data-node=\"\(htmlText(b.node))\" data-width=\"\(JSONText.number(b.width))\">"
                     + "<a href=\"#w=\(JSONText.number(shown))\">\(points(b.width)) pt</a> "
                     + "\(htmlText(b.node)): height \(points(b.heightBelow)) → \(points(b.heightAtOrAbove))</li>")
        }
        try emit((breakpoints.isEmpty ? "" : "</ul>") + "</section></aside>")
    }

    /// The rows of panes side by side: one a device, one a Dynamic Type category.
    private static func writeRows(
        source: some PreviewSource, devices: [PreviewDevice], categories: [(title: String, source: any PreviewSource)],
        categoryWidth: Double, scale: Double, library: SVGGlyphLibrary, emit: (String) throws -> Void
    ) throws {
        if !devices.isEmpty {
            try emit("<section class=\"row\"><h2>Devices</h2><div class=\"strip\">")
            for d in devices {
                try emit(figure(try source.pane(device: d,
                                                 title: "\(d.name) · \(JSONText.number(d.width)) pt @\(JSONText.number(d.scale))x", library: library),
                                hidden: false))
            }
            try emit("</div></section>\n")
        }
        if !categories.isEmpty {
            try emit("<section class=\"row\"><h2>\(htmlText("Dynamic Type at \(JSONText.number(categoryWidth)) pt"))</h2><div class=\"strip\">")
            for c in categories {
                try emit(figure(try c.source.pane(width: categoryWidth, scale: scale, title: c.title, library: library), hidden: false))
            }
            try emit("</div></section>\n")
        }
    }

    /// The data the script reads, the widths sampled and each one's frames, up to the end of
    /// the frames array (which the caller closes, with the element).
    private static func writeData(
        _ samples: [(width: Double, frames: [LayoutFrame])], emit: (String) throws -> Void
    ) throws {
        try emit("<script type=\"application/json\" id=\"preview-data\">")
        try emit("{\"widths\":" + scriptJSON(JSONValue.array(samples.map { .number($0.width) })) + ",\"frames\":[")
        for (i, sample) in samples.enumerated() {
            let frames = JSONValue.array(sample.frames.map { f in
                .fields([("id", f.id.map(JSONValue.string) ?? .null), ("type", .string(f.type)),
                         ("x", .number(f.rect.minX)), ("y", .number(f.rect.minY)),
                         ("width", .number(f.rect.width)), ("height", .number(f.rect.height))])
            })
            try emit((i == 0 ? "" : ",") + scriptJSON(frames))
        }
    }

    /// `value`'s JSON made safe inside a `<script>` element: `<`, `>` and `&` as `\u003c`,
    /// `\u003e`, `\u0026` (no `</script>`, `<!--` or `<script` can appear), U+2028 and U+2029
    /// escaped (line ends to older JavaScript), and the characters an HTML parser reports as
    /// errors wherever they appear (DEL, C1 controls, noncharacters) escaped too, as
    /// surrogate pairs above U+FFFF. The JSON is unchanged as data: these characters occur
    /// only inside its strings, and each escape stands for the character.
    static func scriptJSON(_ value: JSONValue) -> String {
        let json = value.serialized()
        guard json.unicodeScalars.contains(where: needsScriptEscape) else { return json }
        var out = ""
        out.reserveCapacity(json.utf8.count + 16)
        for scalar in json.unicodeScalars {
            guard needsScriptEscape(scalar) else { out.unicodeScalars.append(scalar); continue }
            for unit in String(scalar).utf16 {
                let hex = String(unit, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
        }
        return out
    }

    private static func needsScriptEscape(_ s: Unicode.Scalar) -> Bool {
        s == "<" || s == ">" || s == "&" || s.value == 0x2028 || s.value == 0x2029 || isHTMLParseError(s)
    }

    /// True for what an HTML parser reports as an error wherever it appears in the input:
    /// controls other than tab, line feed, form feed and carriage return (C0 but those, DEL,
    /// C1) and noncharacters (U+FDD0…U+FDEF, and the last two code points of every plane)
    /// (WHATWG HTML, "Parse errors": control-character-in-input-stream,
    /// noncharacter-in-input-stream).
    static func isHTMLParseError(_ s: Unicode.Scalar) -> Bool {
        let v = s.value
        if v < 0x20 { return v != 0x09 && v != 0x0A && v != 0x0C && v != 0x0D }
        if (0x7F...0x9F).contains(v) { return true }
        return (0xFDD0...0xFDEF).contains(v) || v & 0xFFFE == 0xFFFE
    }

    /// `text` for HTML text or an attribute value: markup escaped (`MarkupEscaping`), and the
    /// characters an HTML parser reports as errors written visibly as `\u{85}`, since no
    /// character reference can carry them without an error either.
    static func htmlText(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isHTMLParseError) else { return MarkupEscaping.escaped(text) }
        var shown = ""
        for scalar in text.unicodeScalars {
            if isHTMLParseError(scalar) { shown += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}" } else { shown.unicodeScalars.append(scalar) }
        }
        return MarkupEscaping.escaped(shown)
    }

    private static func figure(_ pane: PreviewPane, hidden: Bool) -> String {
        let w = SVGNumber.text(pane.size.width), h = SVGNumber.text(pane.size.height)
        return "<figure data-width=\"\(JSONText.number(pane.width))\" data-scale=\"\(JSONText.number(pane.scale))\"\(hidden ? " hidden" : "")>"
            + "<figcaption>\(htmlText(pane.title))</figcaption>"
            + "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\">"
            + pane.svgBody + "</svg></figure>"
    }

    /// A length to 1/100 pt for reading.
    private static func points(_ v: Double) -> String { JSONText.number((v * 100).rounded() / 100) }

    private static let style = """
        body{font:14px -apple-system,system-ui,sans-serif;margin:16px;color:#1c1c1e;background:#fff}\
        header{display:flex;gap:16px;align-items:center;flex-wrap:wrap;margin-bottom:12px}\
        h1{font-size:17px;margin:0}h2{font-size:15px;margin:16px 0 6px}\
        #width{width:320px;vertical-align:middle}.hint{color:#8e8e93}\
        figure{margin:0}figcaption{color:#6d6d72;margin:0 0 4px}\
        figure svg{display:block;outline:1px dashed #c7c7cc}\
        .overlay{display:none}body.debug .overlay{display:inline}\
        table{border-collapse:collapse;font-variant-numeric:tabular-nums}\
        td,th{border:1px solid #d1d1d6;padding:2px 8px;text-align:right}td:nth-child(-n+2),th:nth-child(-n+2){text-align:left}\
        .strip{display:flex;flex-wrap:wrap;gap:24px;align-items:flex-start}\
        .work{display:flex;gap:32px;align-items:flex-start}\
        body.bare{margin:0}body.bare header,body.bare aside,body.bare section{display:none}\
        body.bare figcaption{display:none}body.bare figure svg{outline:none}
        """

    private static let script = """
        (function(){
        const data=JSON.parse(document.getElementById('preview-data').textContent);
        const figures=Array.from(document.querySelectorAll('#stage>figure'));
        const slider=document.getElementById('width'),debug=document.getElementById('debug');
        let index=0;
        function cell(row,text){const td=document.createElement('td');td.textContent=text;row.appendChild(td);}
        function show(i){
          if(!figures.length)return;
          index=Math.max(0,Math.min(figures.length-1,i));
          figures.forEach((f,k)=>{f.hidden=k!==index;});
          const w=data.widths[index];
          slider.value=index;
          document.getElementById('width-label').textContent=w+' pt';
          document.getElementById('frames-width').textContent=w+' pt';
          document.body.dataset.width=String(w);
          const body=document.getElementById('frames-body');
          body.textContent='';
          for(const f of data.frames[index]){
            const row=document.createElement('tr');
            cell(row,f.id===null?'':f.id);cell(row,f.type);
            cell(row,String(f.x));cell(row,String(f.y));cell(row,String(f.width));cell(row,String(f.height));
            body.appendChild(row);
          }
        }
        function setDebug(on){debug.checked=on;document.body.classList.toggle('debug',on);}
        function writeHash(){
          const parts=[];if(figures.length)parts.push('w='+data.widths[index]);
          if(debug.checked)parts.push('debug=1');
          if(document.body.classList.contains('bare'))parts.push('bare');
          history.replaceState(null,'','#'+parts.join('&'));
        }
        function readHash(){
          const params=new URLSearchParams(location.hash.slice(1));
          document.body.classList.toggle('bare',params.has('bare'));
          setDebug(params.get('debug')==='1');
          let best=index;
          if(params.has('w')){
            const w=parseFloat(params.get('w'));
            if(isFinite(w)){let d=Infinity;data.widths.forEach((v,k)=>{if(Math.abs(v-w)<d){d=Math.abs(v-w);best=k;}});}
          }
          show(best);
        }
        if(slider)slider.addEventListener('input',()=>{show(parseInt(slider.value,10));writeHash();});
        debug.addEventListener('change',()=>{setDebug(debug.checked);writeHash();});
        document.addEventListener('keydown',e=>{
          if(e.target&&e.target.tagName==='INPUT'&&e.target.type==='range')return;
          if(e.key==='ArrowLeft'||e.key==='ArrowDown'){show(index-1);writeHash();e.preventDefault();}
          else if(e.key==='ArrowRight'||e.key==='ArrowUp'){show(index+1);writeHash();e.preventDefault();}
          else if(e.key==='d'||e.key==='D'){setDebug(!debug.checked);writeHash();}
        });
        window.addEventListener('hashchange',readHash);
        readHash();
        })();
        """
}
