public enum LabJSONPlaceholder {}
