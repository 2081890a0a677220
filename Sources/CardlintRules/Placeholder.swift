// Placeholder: this stage is being built.
