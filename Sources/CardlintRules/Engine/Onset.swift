/// Where a layout finding begins: for each viewport it was checked on, the type scales evaluated
/// there and at which of them the finding holds. The kit records it from the per-context findings
/// before they are merged (merged findings keep viewports and type scales as two separate lists,
/// which loses which scale failed on which viewport); reporters put it in words (`Onset.phrase` in
/// CardlintReport: "from AX3 on iphone-se-320 (fine at xxxLarge); fine on ipad-820"), and the JSON
/// report gives it as `onset`.
public struct Onset: Sendable, Hashable, Codable {
    /// One viewport: `typeScales` are those evaluated on it that the check looked at, smallest text
    /// first; `failing` the ones among them where the finding holds; `unverified` those where the same
    /// finding was made only as an unverified note (a host fact not firm there: not "fine").
    public struct Viewport: Sendable, Hashable, Codable {
        public var viewport: String
        public var typeScales: [String]
        public var failing: [String]
        public var unverified: [String]

        public init(viewport: String, typeScales: [String], failing: [String], unverified: [String] = []) {
            self.viewport = viewport; self.typeScales = typeScales; self.failing = failing; self.unverified = unverified
        }
    }

    /// The viewports in the order the run evaluated them.
    public var viewports: [Viewport]

    public init(viewports: [Viewport]) { self.viewports = viewports }
}
