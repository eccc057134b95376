// `import ComposableArchitecture` brings in the whole library, as TCA's does: the macro-free core,
// CustomDump (`customDump`, `expectNoDifference`) and Observation (`withObservationTracking`).
@_exported import ComposableArchitectureCore
@_exported import CustomDump
@_exported import Observation
