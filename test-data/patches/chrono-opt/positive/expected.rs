use chrono::{NaiveDate, NaiveDateTime, NaiveTime, TimeZone, Utc};

pub fn dates() -> (NaiveDate, NaiveTime, NaiveDateTime) {
    let d = NaiveDate::from_ymd_opt(2024, 2, 29).unwrap();
    let t = NaiveTime::from_hms_opt(12, 30, 0).unwrap();
    (d, t, d.and_hms_opt(8, 0, 0).unwrap())
}

pub fn stamps(secs: i64) -> (chrono::DateTime<Utc>, chrono::DateTime<Utc>) {
    (Utc.with_ymd_and_hms(2020, 1, 1, 0, 0, 1).unwrap(), Utc.timestamp_opt(secs, 0).unwrap())
}
