import Graphics
import JSON
import RepresentableKit
import TextRendering

/// A preview page: one self-contained HTML file (no network, no external script or style)
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
public struct PreviewPage {
    /// The page's title.
    public var title: String
    /// The panes the slider shows, by increasing width.
    public var panes: [PreviewPane]
    /// The breakpoints between the slider's widths.
    public var breakpoints: [PreviewBreakpoint]
    /// Panes side by side under a heading ("Devices", "Dynamic Type").
    public var rows: [(heading: String, panes: [PreviewPane])]
    /// The glyphs every pane uses.
    public let library: SVGGlyphLibrary

    /// A page of `panes` (sorted by width) and `rows`, whose glyphs are in `library`.
    public init(title: String, panes: [PreviewPane], breakpoints: [PreviewBreakpoint],
                rows: [(heading: String, panes: [PreviewPane])] = [], library: SVGGlyphLibrary) {
        self.title = title
        self.panes = panes.sorted { $0.width < $1.width }
        self.breakpoints = breakpoints
        self.rows = rows
        self.library = library
    }

    /// Builds the page of `source` at `widths` and `scale`: a pane a width, the breakpoints
    /// between them, and with `devices` a row of `PreviewDevice.presets`; `categories` adds a
    /// row of (title, source) panes at `categoryWidth` (each source the scene read at one
    /// Dynamic Type category).
    public static func build(
        title: String, source: some PreviewSource, widths: [Double], scale: Double,
        devices: [PreviewDevice] = [], categories: [(title: String, source: any PreviewSource)] = [],
        categoryWidth: Double = 390, library: SVGGlyphLibrary = SVGGlyphLibrary()
    ) throws -> PreviewPage {
        let sorted = Array(Set(widths)).sorted()
        let panes = try sorted.map { w in
            try source.pane(width: w, scale: scale, title: "\(JSONText.number(w)) pt", library: library)
        }
        var rows: [(heading: String, panes: [PreviewPane])] = []
        if !devices.isEmpty {
            rows.append(("Devices", try devices.map { d in
                try source.pane(width: d.width, scale: d.scale,
                                title: "\(d.name) · \(JSONText.number(d.width)) pt @\(JSONText.number(d.scale))x", library: library)
            }))
        }
        if !categories.isEmpty {
            rows.append(("Dynamic Type at \(JSONText.number(categoryWidth)) pt", try categories.map { c in
                try c.source.pane(width: categoryWidth, scale: scale, title: c.title, library: library)
            }))
        }
        return PreviewPage(title: title, panes: panes, breakpoints: try source.breakpoints(in: sorted, scale: scale),
                           rows: rows, library: library)
    }

    /// The page as HTML.
    public var html: String {
        var out = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>\(MarkupEscaping.escaped(title))</title>\n<style>"
            + Self.style + library.styleRules + "</style></head>\n<body>\n"
        // The glyph definitions, once, in a hidden SVG every pane's <use> refers to.
        out += "<svg id=\"glyphs\" width=\"0\" height=\"0\" style=\"position:absolute\" aria-hidden=\"true\">" + library.defsElement + "</svg>\n"
        out += "<header><h1>\(MarkupEscaping.escaped(title))</h1>"
        if !panes.isEmpty {
            out += "<label>Proposed width <input id=\"width\" type=\"range\" min=\"0\" max=\"\(panes.count - 1)\" step=\"1\" value=\"0\">"
                + " <output id=\"width-label\"></output></label>"
        }
        out += " <label><input id=\"debug\" type=\"checkbox\"> Debug overlay (D)</label>"
            + " <span class=\"hint\">← → change the width</span></header>\n"
        out += "<div class=\"work\"><main id=\"stage\">"
        for pane in panes { out += Self.figure(pane, hidden: true) }
        out += "</main>\n"
        if !panes.isEmpty {
            out += "<aside><section id=\"frames\"><h2>Frames at <span id=\"frames-width\"></span></h2>"
                + "<table><thead><tr><th>id</th><th>type</th><th>x</th><th>y</th><th>width</th><th>height</th></tr></thead>"
                + "<tbody id=\"frames-body\"></tbody></table></section>\n"
            out += "<section id=\"breakpoints\"><h2>Breakpoints</h2>"
            if breakpoints.isEmpty {
                out += "<p>No node changes height between \(JSONText.number(panes[0].width)) and \(JSONText.number(panes[panes.count - 1].width)) pt.</p>"
            } else {
                out += "<ul>"
                for b in breakpoints {
                    let shown = panes.first { $0.width >= b.width }?.width ?? panes[panes.count - 1].width
                    out += "<li data-node=\"\(MarkupEscaping.escaped(b.node))\" data-width=\"\(JSONText.number(b.width))\">"
                        + "<a href=\"#w=\(JSONText.number(shown))\">\(Self.points(b.width)) pt</a> "
                        + "\(MarkupEscaping.escaped(b.node)): height \(Self.points(b.heightBelow)) → \(Self.points(b.heightAtOrAbove))</li>"
                }
                out += "</ul>"
            }
            out += "</section></aside>"
        }
        out += "</div>\n"
        for row in rows {
            out += "<section class=\"row\"><h2>\(MarkupEscaping.escaped(row.heading))</h2><div class=\"strip\">"
            for pane in row.panes { out += Self.figure(pane, hidden: false) }
            out += "</div></section>\n"
        }
        out += "<script type=\"application/json\" id=\"preview-data\">" + dataJSON.replacingOccurrences(of: "</", with: "<\\/") + "</script>\n"
        out += "<script>" + Self.script + "</script>\n</body></html>\n"
        return out
    }

    /// The widths and frames of the slider's panes, for the script.
    private var dataJSON: String {
        let widths = JSONValue.array(panes.map { .number($0.width) })
        let frames = JSONValue.array(panes.map { pane in
            .array(pane.frames.map { f in
                .fields([("id", f.id.map(JSONValue.string) ?? .null), ("type", .string(f.type)),
                         ("x", .number(f.rect.minX)), ("y", .number(f.rect.minY)),
                         ("width", .number(f.rect.width)), ("height", .number(f.rect.height))])
            })
        })
        return JSONValue.fields([("widths", widths), ("frames", frames)]).serialized()
    }

    private static func figure(_ pane: PreviewPane, hidden: Bool) -> String {
        let w = SVGNumber.text(pane.size.width), h = SVGNumber.text(pane.size.height)
        return "<figure data-width=\"\(JSONText.number(pane.width))\" data-scale=\"\(JSONText.number(pane.scale))\"\(hidden ? " hidden" : "")>"
            + "<figcaption>\(MarkupEscaping.escaped(pane.title))</figcaption>"
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
