export * from "./Button.tsx";
export * from "./Dialog.tsx";
export * from "./Field.tsx";
export * from "./Spinner.tsx";
export * from "./Toaster.tsx";
