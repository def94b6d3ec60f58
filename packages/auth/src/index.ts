// The public face of @aura/auth; see the package description.
export {};
