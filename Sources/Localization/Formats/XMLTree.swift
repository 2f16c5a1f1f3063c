import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A small element tree read with Foundation's `XMLParser` (libxml2 underneath), for the
/// XML formats: Android resources, `.stringsdict` property lists and XLIFF.
///
/// Elements nest at most `maximumDepth` deep (the root is depth 1); a deeper start tag is a
/// `CatalogError.syntax` at the line and column where libxml2 reports that tag's end (its
/// `>`). The bound keeps every walk of the tree (the readers recurse through it, and freeing
/// it recurses too) far inside the stack: 17,500 nested `<array>`s once overflowed it.
struct XMLElement {
    /// The deepest nesting read, as the JSON reader's (`JSONParser.maximumDepth`).
    static let maximumDepth = 256

    enum Node {
        case element(XMLElement)
        /// Character data; `cdata` is true for a `<![CDATA[…]]>` section.
        case text(String, cdata: Bool)
    }

    var name: String
    var attributes: [String: String]
    var children: [Node] = []
    /// The 1-based line of the start tag.
    var line: Int

    var elements: [XMLElement] {
        children.compactMap { if case .element(let e) = $0 { return e } else { return nil } }
    }

    func elements(named name: String) -> [XMLElement] { elements.filter { $0.name == name } }
    func first(_ name: String) -> XMLElement? { elements.first { $0.name == name } }

    /// All character data inside, markup dropped (`<b>`, `<xliff:g>`…), in document order.
    var text: String {
        children.map { node in
            switch node {
            case .element(let e): return e.text
            case .text(let t, _): return t
            }
        }.joined()
    }

    static func parse(_ bytes: [UInt8], file: String) throws(CatalogError) -> XMLElement {
        try TextDecoding.requireUTF8XML(bytes, file: file)
        let builder = TreeBuilder()
        let substituted = try XMLEntities.substitute(bytes, file: file)
        let parser = XMLParser(data: Data(try XMLEmptyInstructions.neutralise(substituted, file: file)))
        parser.delegate = builder
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        let ok = parser.parse()
        if let failure = builder.failure {
            throw .syntax(file: file, line: failure.line, column: failure.column, reason: failure.reason)
        }
        guard ok, let root = builder.root else {
            // The first error libxml2 reports is the cause; later ones follow from it.
            if let first = builder.firstError {
                throw .syntax(file: file, line: first.line, column: first.column, reason: describe(first.code))
            }
            let line = max(1, parser.lineNumber), column = max(1, parser.columnNumber)
            let reason = (parser.parserError as NSError?).map { describe($0.code) } ?? "not well-formed XML"
            throw .syntax(file: file, line: line, column: column, reason: reason)
        }
        return root
    }

    /// libxml2's error codes come through as the error's code; the common ones are named
    /// after their `xmlParserErrors` constants (libxml2's `include/libxml/xmlerror.h`).
    static func describe(_ code: Int) -> String {
        let names: [Int: String] = [
            4: "the document is empty",                                     // XML_ERR_DOCUMENT_EMPTY
            5: "the document ends early, or goes on after its root element", // XML_ERR_DOCUMENT_END
            9: "a character XML does not allow",                            // XML_ERR_INVALID_CHAR
            23: "an entity reference without its \";\"",                    // XML_ERR_ENTITYREF_SEMICOL_MISSING
            26: "an undeclared entity",                                     // XML_ERR_UNDECLARED_ENTITY
            38: "\"<\" in an attribute value",                              // XML_ERR_LT_IN_ATTRIBUTE
            39: "an attribute value must be quoted",                        // XML_ERR_ATTRIBUTE_NOT_STARTED
            40: "an attribute value is not closed",                         // XML_ERR_ATTRIBUTE_NOT_FINISHED
            41: "an attribute without a value",                             // XML_ERR_ATTRIBUTE_WITHOUT_VALUE
            45: "a comment is not closed",                                  // XML_ERR_COMMENT_NOT_FINISHED
            63: "a CDATA section is not closed",                            // XML_ERR_CDATA_NOT_FINISHED
            64: "an XML declaration is not allowed here",                   // XML_ERR_RESERVED_XML_NAME
            65: "white space is needed here (between attributes)",         // XML_ERR_SPACE_REQUIRED
            68: "a name is needed here",                                    // XML_ERR_NAME_REQUIRED
            73: "a start tag is not closed (expected >)",                   // XML_ERR_GT_REQUIRED
            76: "mismatched end tag",                                       // XML_ERR_TAG_NAME_MISMATCH
            77: "a tag is not closed before the end of the document",       // XML_ERR_TAG_NOT_FINISHED
            85: "the elements are not balanced",                            // XML_ERR_NOT_WELL_BALANCED
        ]
        return names[code].map { "not well-formed XML: \($0)" } ?? "not well-formed XML (libxml2 error \(code))"
    }
}

private final class TreeBuilder: NSObject, XMLParserDelegate {
    var stack: [XMLElement] = []
    var root: XMLElement?
    /// Why the builder stopped the parse, and where.
    var failure: (reason: String, line: Int, column: Int)?
    /// The first error libxml2 reported, and where.
    var firstError: (code: Int, line: Int, column: Int)?

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        guard firstError == nil else { return }
        firstError = ((parseError as NSError).code, max(1, parser.lineNumber), max(1, parser.columnNumber))
    }

    private func fail(_ parser: XMLParser, _ reason: String) {
        failure = (reason, max(1, parser.lineNumber), max(1, parser.columnNumber))
        parser.abortParsing()
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        guard failure == nil else { return }
        guard stack.count < XMLElement.maximumDepth else {
            return fail(parser, "<\(elementName)> is nested deeper than \(XMLElement.maximumDepth) elements")
        }
        stack.append(XMLElement(name: elementName, attributes: attributeDict, line: parser.lineNumber))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        guard failure == nil, let element = stack.popLast() else { return }
        if stack.isEmpty { root = element } else { stack[stack.count - 1].children.append(.element(element)) }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard failure == nil, !stack.isEmpty else { return }
        if case .text(let t, false)? = stack[stack.count - 1].children.last {
            stack[stack.count - 1].children[stack[stack.count - 1].children.count - 1] = .text(t + string, cdata: false)
        } else {
            stack[stack.count - 1].children.append(.text(string, cdata: false))
        }
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        guard failure == nil, !stack.isEmpty else { return }
        guard let text = String(data: CDATABlock, encoding: .utf8) else { return fail(parser, "a CDATA section is not UTF-8") }
        stack[stack.count - 1].children.append(.text(text, cdata: true))
    }
}
