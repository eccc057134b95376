import CaseStudies
import ComposableArchitecture
import Testing

@MainActor
@Suite struct SignUpTests {
  @Test func fieldsAreCheckedAsTheyChange() async {
    let store = TestStore(initialState: ProfileForm.State()) { ProfileForm() }
    await store.send(\.binding.email, "blob") {
      $0.email = "blob"
      $0.emailError = #""blob" is not an email address."#
    }
    await store.send(\.binding.email, "blob@example.com") {
      $0.email = "blob@example.com"
      $0.emailError = nil
    }
    await store.send(\.binding.name, "  ") {
      $0.name = "  "
      $0.nameError = "A name needs at least one letter."
    }
    await store.send(\.binding.age, 7) {
      $0.age = 7
      $0.ageError = "The age must be 13 to 130."
    }
    await store.send(.binding(.set(\.wantsNewsletter, true))) {
      $0.wantsNewsletter = true
    }
  }

  @Test func anAccountNeedsACompleteFormAndTheTerms() async {
    let store = TestStore(initialState: SignUp.State()) { SignUp() }
    await store.send(.createAccountButtonTapped) {
      $0.problem = "Fill in the form first."
    }
    await store.send(\.form.binding.name, "Blob") {
      $0.form.name = "Blob"
      $0.problem = nil
    }
    await store.send(\.form.binding.email, "blob@example.com") {
      $0.form.email = "blob@example.com"
    }
    await store.send(.createAccountButtonTapped) {
      $0.problem = "Accept the terms first."
    }
    await store.send(\.binding.acceptsTerms, true) {
      $0.acceptsTerms = true
      $0.problem = nil
    }
    await store.send(.createAccountButtonTapped) {
      $0.accounts = ["blob@example.com"]
      $0.form = ProfileForm.State()
      $0.acceptsTerms = false
    }
  }

  @Test func aStoreWritesFieldsThroughBindings() {
    let store = Store(initialState: SignUp.State()) { SignUp() }
    let form = store.scope(state: \.form, action: \.form)
    form.name = "Blob"
    form.email = "nope"
    store.acceptsTerms = true
    #expect(store.form.name == "Blob")
    #expect(store.form.emailError == #""nope" is not an email address."#)
    #expect(store.acceptsTerms)
  }
}
