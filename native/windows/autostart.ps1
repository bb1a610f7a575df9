# Starts Stay at logon of the kiosk user and restarts it if it exits.
# Run once, as the kiosk user, in an elevated PowerShell:  .\autostart.ps1 -HotelUrl https://demo.stay.example
param(
  [Parameter(Mandatory = $true)][string]$HotelUrl,
  [string]$ExePath = "$env:ProgramFiles\Stay\Stay.exe"
)
$ErrorActionPreference = 'Stop'

[Environment]::SetEnvironmentVariable('STAY_HOTEL_URL', $HotelUrl, 'User')

$action = New-ScheduledTaskAction -Execute $ExePath
$trigger = New-ScheduledTaskTrigger -AtLogOn -User $env:USERNAME
$settings = New-ScheduledTaskSettingsSet -RestartCount 999 -RestartInterval (New-TimeSpan -Minutes 1) `
  -ExecutionTimeLimit ([TimeSpan]::Zero) -AllowStartIfOnBatteries -DontStopIfGoingOnBatteries
Register-ScheduledTask -TaskName 'Stay kiosk' -Action $action -Trigger $trigger -Settings $settings -Force | Out-Null

# No screen saver or monitor sleep: the kiosk runs its own screensaver and display power.
powercfg /change monitor-timeout-ac 0
powercfg /change standby-timeout-ac 0
Set-ItemProperty -Path 'HKCU:\Control Panel\Desktop' -Name ScreenSaveActive -Value 0

Write-Host "Stay will start at logon for $env:USERNAME, loading $HotelUrl"
