pub(crate) fn parse_str<T: AsRef<str>>(s: T) -> Value {
    Value::from_str(s.as_ref())
}
