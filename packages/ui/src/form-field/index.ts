export { FormField, type FormFieldProps, useFormField, useFormFieldControl } from './form-field';
