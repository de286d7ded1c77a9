pub(crate) fn parse<T: AsRef<str>>(s: T) -> Value {
    Value::from_str(s.as_ref())
}
