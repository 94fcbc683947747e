// The part of the Trusted Types API the app uses; TypeScript's DOM library lacks it.
interface TrustedScriptURL {
  readonly __trustedScriptUrl: never;
}

interface TrustedTypePolicy {
  createScriptURL(input: string): TrustedScriptURL;
}

interface TrustedTypePolicyFactory {
  createPolicy(name: string, rules: { createScriptURL?: (input: string) => string }): TrustedTypePolicy;
}

interface Window {
  readonly trustedTypes?: TrustedTypePolicyFactory;
}

interface ServiceWorkerContainer {
  register(scriptURL: TrustedScriptURL | string | URL, options?: RegistrationOptions): Promise<ServiceWorkerRegistration>;
}
