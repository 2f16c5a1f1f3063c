public enum Typesetting {}
