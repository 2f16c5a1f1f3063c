import Graphics

/// The numbers of the inset-grouped list style on iPhone (`List` and `Form`'s default on
/// iOS 15 and later), in one table so that a better measurement corrects them in one place.
/// Each is cited with its evidence in Documentation/BehaviourReference.md, "List and Form".
public struct ListMetrics: Sendable, Hashable {
    /// The least height of a row: 44 pt at the Large text size [D: the 44 × 44 pt minimum hit
    /// target of Apple's Human Interface Guidelines, UIKit's classic row height; SwiftUI's
    /// `defaultMinListRowHeight` does not document its value, so its use here is I].
    public var rowMinHeight: Double = 44
    /// The row content's insets inside a row: 20 pt leading and trailing [R: Flutter's
    /// inset-grouped reimplementation, "determined from SwiftUI's Forms"; U on every width],
    /// 11 pt top and bottom [U: UIKit cells' vertical layout margins, so that one line of body
    /// text (about 22 pt) makes a 44 pt row].
    public var rowInsets = EdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)
    /// How far a section's rounded card is inset from the list's leading and trailing edges:
    /// the system layout margin, 16 pt below `wideWidth` and 20 pt from it [U].
    public var sectionMargin: Double
    /// The gap between two sections (from the end of one to the start of the next): 35 pt [U:
    /// widely quoted for the grouped styles; an empty grouped header and footer of about
    /// 17.5 pt each].
    public var sectionSpacing: Double = 35
    /// The gap above the first section and below the last: `sectionSpacing` [U].
    public var contentInsets = EdgeInsets(top: 35, leading: 0, bottom: 35, trailing: 0)
    /// The gap between a section's header and its card: 6 pt [R: Flutter, "determined from
    /// iOS 14.4 Simulator"].
    public var headerSpacing: Double = 6
    /// The gap between a card and the section's footer: 10 pt [R: Flutter, as above].
    public var footerSpacing: Double = 10
    /// The card's corner radius: 10 pt [R: TOInsetGroupedTableView ("the same value as in
    /// iOS 13") and Flutter both use 10].
    public var cornerRadius: Double = 10
    /// The list's background, `UIColor.systemGroupedBackground` in light mode, #f2f2f7 [D].
    public var background = Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)
    /// The cards' fill, `UIColor.secondarySystemGroupedBackground` in light mode, white [D].
    public var rowBackground = Color.white
    /// The separator colour between rows: `UIColor.separator` in light mode [U], as `Divider`.
    public var separatorColor = Divider.separatorColor

    /// From this list width on, the section margin is 20 pt rather than 16: the width of the
    /// "Plus" and "Max" iPhones (414 pt and wider), whose layout margins are 20 [U: where the
    /// 390 and 393 pt iPhones fall is not publicly measured].
    public static let wideWidth: Double = 414

    /// The inset-grouped numbers for a list `width` points wide (nil: the narrow margin).
    public static func insetGrouped(width: Double?) -> ListMetrics {
        ListMetrics(sectionMargin: (width ?? 0) >= wideWidth ? 20 : 16)
    }

    /// Metrics with `sectionMargin` and every other number at its default.
    public init(sectionMargin: Double) {
        self.sectionMargin = sectionMargin
    }

    /// Where a row's content starts, from the list's leading edge: the section margin plus the
    /// row's leading inset (36 pt on a narrow phone).
    public var contentLeading: Double { sectionMargin + rowInsets.leading }
}
