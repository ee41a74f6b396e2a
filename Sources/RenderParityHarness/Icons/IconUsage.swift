import RenderParity

/// Where the fixtures use each SF name: the fields their vocabulary marks `icon` (the built-in
/// DSL's `stat.icon` and `image.system_name`) in decoded nodes.
public struct IconUsage: Sendable {
    public struct Site: Equatable, Sendable {
        public let fixture: String
        public let path: JSONPath
    }

    /// SF name → every place it is used, in corpus order.
    public let sites: [String: [Site]]

    public init(sites: [String: [Site]]) { self.sites = sites }

    /// From the icons each fixture's decode recorded (`collectIcons: true`), in corpus order.
    public init(fixtures: [String], icons: [[IconUse]]) {
        var sites: [String: [Site]] = [:]
        for (fixture, uses) in zip(fixtures, icons) {
            for use in uses { sites[use.name, default: []].append(Site(fixture: fixture, path: use.path)) }
        }
        self.init(sites: sites)
    }

    public var names: [String] { sites.keys.sorted(by: BytewiseOrder.precedes) }

    public static func collect(_ corpus: Corpus) throws(ParityError) -> IconUsage {
        let results: [Result<[IconUse], ParityError>] = ParallelMap.map(corpus.fixtures) { fixture in
            do throws(ParityError) {
                return .success(try FixtureSnapshot.decode(fixture, in: corpus, collectIcons: true).icons)
            } catch { return .failure(error) }
        }
        return IconUsage(
            fixtures: corpus.fixtures, icons: try results.map { result throws(ParityError) in try result.get() })
    }
}
