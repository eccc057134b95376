import CustomDump
import Testing

@Suite struct CustomDumpReflectableTests {
  struct Login: Equatable, CustomDumpReflectable {
    var email: String
    var password: String
    var customDumpMirror: Mirror {
      Mirror(self, children: ["email": email, "password": "<redacted>"], displayStyle: .struct)
    }
  }

  @Test func dumpsTheCustomMirror() {
    #expect(
      String(customDumping: Login(email: "blob@example.com", password: "hunter2")) == """
        CustomDumpReflectableTests.Login(
          email: "blob@example.com",
          password: "<redacted>"
        )
        """)
  }

  @Test func diffsTheCustomMirror() {
    #expect(
      diff(
        Login(email: "a@example.com", password: "1"),
        Login(email: "b@example.com", password: "2")) == """
            CustomDumpReflectableTests.Login(
          -   email: "a@example.com",
          +   email: "b@example.com",
              password: "<redacted>"
            )
          """)
  }

  struct Registrar: Equatable {}

  /// Storage an `@Observable`-style macro would generate.
  final class Model {
    let name = "Blob"
    let _$observationRegistrar = Registrar()
  }

  /// The same storage, listed on purpose by the type's own mirror.
  final class ListedModel: CustomDumpReflectable {
    let name = "Blob"
    let _$observationRegistrar = Registrar()
    var customDumpMirror: Mirror {
      Mirror(
        self, children: ["name": name, "_$observationRegistrar": _$observationRegistrar],
        displayStyle: .class)
    }
  }

  @Test func generatedStorageIsHiddenOnlyInMirrorsSwiftBuilds() {
    #expect(
      String(customDumping: Model()) == """
        CustomDumpReflectableTests.Model(
          name: "Blob"
        )
        """)
    #expect(
      String(customDumping: ListedModel()) == """
        CustomDumpReflectableTests.ListedModel(
          name: "Blob",
          _$observationRegistrar: CustomDumpReflectableTests.Registrar()
        )
        """)
  }
}
