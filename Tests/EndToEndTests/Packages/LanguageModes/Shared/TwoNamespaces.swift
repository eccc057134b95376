import ComposableArchitecture

// Two features named alike in two namespaces, one an enum reducer over a struct reducer, the
// other an enum reducer whose case makes its feature with a default argument. Together, in one
// file, they crashed swift-frontend (signal 11 in TypeCheckPrimaryFileRequest) in both language
// modes while the generated `State` and `Action` types carried macros of their own.

private enum A {
  @Reducer
  struct ChildFeature {}
  @Reducer
  enum Feature {
    case child(ChildFeature)
  }
}

private enum B {
  @Reducer
  struct Feature {
    let context: String
  }
  @Reducer
  enum Destination1 {
    case feature1(Feature = Feature(context: "context"))
  }
}
