fn f(o: Option<u8>) -> bool {
    matches!(o, Some(_)) && matches!(o, Some(_)) && matches!(o, Some(_)) && o.is_none()
}
