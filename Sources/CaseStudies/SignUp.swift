import ComposableArchitecture

/// A case study of bindings: a sign-up screen whose fields are bound to state, checked as they
/// change, with the profile form as a child feature of its own.
///
/// Both features are bindable (`BindableAction`, `BindingReducer()`): a text field or a toggle
/// would write through `store.name = …`, which sends `.binding(.set(\.name, …))`. The form
/// checks each field when it changes, by matching its key path (`case .binding(\.email):`);
/// the screen creates an account only from a valid form with the terms accepted.
///
/// In the shell: `set form.name Blob`, `set form.email blob@example.com`, `set form.age 34`,
/// `set acceptsTerms true`, `send createAccountButtonTapped`.
@Reducer
public struct SignUp {
  @ObservableState
  public struct State: Equatable, Sendable {
    public var form: ProfileForm.State
    public var acceptsTerms: Bool
    public var accounts: [String]
    public var problem: String?

    public init(
      form: ProfileForm.State = ProfileForm.State(), acceptsTerms: Bool = false,
      accounts: [String] = [], problem: String? = nil
    ) {
      self.form = form
      self.acceptsTerms = acceptsTerms
      self.accounts = accounts
      self.problem = problem
    }
  }

  public enum Action: BindableAction, Equatable, Sendable {
    case binding(BindingAction<State>)
    case createAccountButtonTapped
    case form(ProfileForm.Action)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
    Scope(state: \.form, action: \.form) {
      ProfileForm()
    }
    Reduce { state, action in
      switch action {
      case .binding:
        state.problem = nil
        return .none

      case .createAccountButtonTapped:
        guard state.form.isComplete else {
          state.problem = "Fill in the form first."
          return .none
        }
        guard state.acceptsTerms else {
          state.problem = "Accept the terms first."
          return .none
        }
        state.accounts.append(state.form.email)
        state.form = ProfileForm.State()
        state.acceptsTerms = false
        state.problem = nil
        return .none

      case .form:
        state.problem = nil
        return .none
      }
    }
  }
}

/// The profile form of ``SignUp``: a name, an email address and an age, each checked as it
/// changes.
@Reducer
public struct ProfileForm {
  @ObservableState
  public struct State: Equatable, Sendable {
    public var name: String
    public var email: String
    public var age: Int
    public var wantsNewsletter: Bool
    public var nameError: String?
    public var emailError: String?
    public var ageError: String?

    public init(
      name: String = "", email: String = "", age: Int = 18, wantsNewsletter: Bool = false,
      nameError: String? = nil, emailError: String? = nil, ageError: String? = nil
    ) {
      self.name = name
      self.email = email
      self.age = age
      self.wantsNewsletter = wantsNewsletter
      self.nameError = nameError
      self.emailError = emailError
      self.ageError = ageError
    }

    /// Whether every field is filled in and passes its check.
    public var isComplete: Bool {
      !name.isEmpty && !email.isEmpty && nameError == nil && emailError == nil && ageError == nil
    }
  }

  public enum Action: BindableAction, Equatable, Sendable {
    case binding(BindingAction<State>)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.name):
        state.nameError =
          state.name.allSatisfy(\.isWhitespace) ? "A name needs at least one letter." : nil
        return .none

      case .binding(\.email):
        let parts = state.email.split(separator: "@", omittingEmptySubsequences: false)
        state.emailError =
          parts.count == 2 && !parts[0].isEmpty && parts[1].contains(Character("."))
          ? nil : "\"\(state.email)\" is not an email address."
        return .none

      case .binding(\.age):
        state.ageError = (13...130).contains(state.age) ? nil : "The age must be 13 to 130."
        return .none

      case .binding:
        return .none
      }
    }
  }
}
