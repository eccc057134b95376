import ComposableArchitecture
import Testing

@testable import CaseStudies

// Written by tca-shell from a session of 'sign-up' (save --swift).
@MainActor
@Test func signUpSession() async {
  let clock = TestClock()
  let store = TestStore(initialState: SignUp.State()) {
    SignUp()
  } withDependencies: {
    $0.continuousClock = clock
    $0.uuid = .incrementing
  }

  await store.send(\.form.binding.name, "Blob") {
    $0.form.name = "Blob"
  }

  await store.send(\.form.binding.email, "blob") {
    $0.form.email = "blob"
    $0.form.emailError = "\"blob\" is not an email address."
  }

  await store.send(\.form.binding.email, "blob@example.com") {
    $0.form.email = "blob@example.com"
    $0.form.emailError = nil
  }

  await store.send(\.form.binding.age, 34) {
    $0.form.age = 34
  }

  await store.send(.createAccountButtonTapped) {
    $0.problem = "Accept the terms first."
  }

  await store.send(\.binding.acceptsTerms, true) {
    $0.acceptsTerms = true
    $0.problem = nil
  }

  await store.send(.createAccountButtonTapped) {
    $0.form.name = ""
    $0.form.email = ""
    $0.form.age = 18
    $0.acceptsTerms = false
    $0.accounts = ["blob@example.com"]
  }
}
