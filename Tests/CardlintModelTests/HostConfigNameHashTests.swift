import Testing
@testable import CardlintModel

/// Host-config names that key dictionaries hash their case: every case must find its own entry
/// and equal names must hash alike, or style, colour and font lookups would miss.
@Suite struct HostConfigNameHashTests {
    func roundTrips<Name: Hashable & CaseIterable>(_: Name.Type) -> Bool {
        let all = Array(Name.allCases)
        let table = Dictionary(uniqueKeysWithValues: all.enumerated().map { ($1, $0) })
        return all.enumerated().allSatisfy { table[$1] == $0 } && Set(all.map(\.hashValue)).count == all.count
    }

    @Test func everyCaseFindsItsOwnEntry() {
        #expect(roundTrips(HostConfig.ContainerStyleName.self))
        #expect(roundTrips(HostConfig.ColorName.self))
        #expect(roundTrips(HostConfig.FontTypeName.self))
    }

    @Test func namesReadFromTextHashLikeTheCase() {
        #expect(HostConfig.ContainerStyleName(name: "Emphasis")?.hashValue == HostConfig.ContainerStyleName.emphasis.hashValue)
        #expect(HostConfig.ColorName(name: "ATTENTION")?.hashValue == HostConfig.ColorName.attention.hashValue)
        #expect(HostConfig.FontTypeName(name: "monospace")?.hashValue == HostConfig.FontTypeName.monospace.hashValue)
    }

    /// A colour's `ordinal` is its place among `allCases`: tables indexed by it (the contrast
    /// check's pairs per colour) give each colour a slot of its own.
    @Test func colourOrdinalsAreTheirPlaces() {
        for (i, c) in HostConfig.ColorName.allCases.enumerated() { #expect(c.ordinal == i, "\(c)") }
    }
}
