export { Calendar, type CalendarProps } from './calendar';
export {
  formatDate,
  formatTime,
  maskDate,
  maskTime,
  parseDate,
  parseTime,
  validateDate,
} from './date-format';
export { DatePicker, type DatePickerProps } from './date-picker';
export { DateTimePicker, type DateTimePickerProps } from './date-time-picker';
