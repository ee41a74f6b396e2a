import RenderParity

/// Where the fixtures use each SF name (`stat.icon`, `image.system_name` of decoded nodes).
public struct IconUsage: Sendable {
    public struct Site: Equatable, Sendable {
        public let fixture: String
        public let path: JSONPath
    }

    /// SF name → every place it is used, in corpus order.
    public let sites: [String: [Site]]

    public init(sites: [String: [Site]]) { self.sites = sites }

    public var names: [String] { sites.keys.sorted(by: IconResolution.bytewise) }

    public static func collect(_ corpus: Corpus) throws(ParityError) -> IconUsage {
        let results: [Result<FixtureSnapshot, ParityError>] = ParallelMap.map(corpus.fixtures) { fixture in
            do throws(ParityError) { return .success(try FixtureSnapshot.make(fixture, in: corpus, collectIcons: true)) } catch { return .failure(error) }
        }
        var sites: [String: [Site]] = [:]
        for result in results {
            let snapshot = try result.get()
            for use in snapshot.document.icons {
                sites[use.name, default: []].append(Site(fixture: snapshot.fixture, path: use.path))
            }
        }
        return IconUsage(sites: sites)
    }
}
