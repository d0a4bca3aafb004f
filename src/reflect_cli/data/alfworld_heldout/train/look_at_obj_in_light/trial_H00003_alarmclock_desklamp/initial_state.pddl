(define (problem plan_trial_H00003_alarmclock_desklamp)
(:domain alfred)
(:objects
  agent1 - agent
  AlarmClockType - otype
  CDType - otype
  CellPhoneType - otype
  DeskLampType - otype
  KeyChainType - otype
  PencilType - otype
  BedType - rtype
  DeskType - rtype
  DresserType - rtype
  GarbageCanType - rtype
  ShelfType - rtype
  SideTableType - rtype
  AlarmClock_bar__minus_01_dot_37_bar__plus_00_dot_15_bar__minus_00_dot_75 - object
  CD_bar__plus_01_dot_87_bar__plus_00_dot_96_bar__plus_01_dot_36 - object
  KeyChain_bar__minus_01_dot_26_bar__minus_01_dot_45_bar__minus_00_dot_21 - object
  Pencil_bar__minus_01_dot_62_bar__plus_00_dot_39_bar__plus_00_dot_59 - object
  CellPhone_bar__plus_01_dot_12_bar__plus_00_dot_58_bar__minus_02_dot_48 - object
  DeskLamp_bar__plus_02_dot_06_bar__plus_01_dot_18_bar__plus_00_dot_38 - object
  Bed_bar__minus_00_dot_43_bar__minus_00_dot_05_bar__minus_00_dot_90 - receptacle
  Dresser_bar__plus_02_dot_29_bar__minus_01_dot_05_bar__minus_01_dot_43 - receptacle
  Desk_bar__plus_00_dot_84_bar__plus_00_dot_34_bar__minus_00_dot_60 - receptacle
  GarbageCan_bar__minus_02_dot_02_bar__plus_00_dot_72_bar__plus_02_dot_21 - receptacle
  SideTable_bar__minus_01_dot_40_bar__minus_00_dot_56_bar__plus_01_dot_17 - receptacle
  Shelf_bar__minus_00_dot_23_bar__minus_01_dot_04_bar__plus_02_dot_14 - receptacle
  loc_bar_5_bar_8_bar_0_bar_0 - location
  loc_bar_5_bar_8_bar_1_bar_60 - location
  loc_bar_5_bar__minus_4_bar_0_bar_30 - location
  loc_bar__minus_2_bar__minus_2_bar_2_bar_45 - location
  loc_bar__minus_3_bar_0_bar_2_bar_45 - location
  loc_bar__minus_3_bar__minus_5_bar_0_bar_30 - location
  loc_bar__minus_5_bar__minus_6_bar_1_bar_60 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar_5_bar_8_bar_1_bar_60)
  (canContain BedType AlarmClockType)
  (canContain BedType CDType)
  (canContain BedType CellPhoneType)
  (canContain BedType KeyChainType)
  (canContain BedType PencilType)
  (canContain DeskType AlarmClockType)
  (canContain DeskType CDType)
  (canContain DeskType CellPhoneType)
  (canContain DeskType KeyChainType)
  (canContain DeskType PencilType)
  (canContain DresserType AlarmClockType)
  (canContain DresserType CDType)
  (canContain DresserType CellPhoneType)
  (canContain DresserType KeyChainType)
  (canContain DresserType PencilType)
  (canContain GarbageCanType CDType)
  (canContain GarbageCanType KeyChainType)
  (canContain GarbageCanType PencilType)
  (canContain ShelfType AlarmClockType)
  (canContain ShelfType CDType)
  (canContain ShelfType CellPhoneType)
  (canContain ShelfType KeyChainType)
  (canContain ShelfType PencilType)
  (canContain SideTableType AlarmClockType)
  (canContain SideTableType CDType)
  (canContain SideTableType CellPhoneType)
  (canContain SideTableType KeyChainType)
  (canContain SideTableType PencilType)
  (receptacleType Bed_bar__minus_00_dot_43_bar__minus_00_dot_05_bar__minus_00_dot_90 BedType)
  (receptacleAtLocation Bed_bar__minus_00_dot_43_bar__minus_00_dot_05_bar__minus_00_dot_90 loc_bar__minus_3_bar__minus_5_bar_0_bar_30)
  (receptacleType Dresser_bar__plus_02_dot_29_bar__minus_01_dot_05_bar__minus_01_dot_43 DresserType)
  (receptacleAtLocation Dresser_bar__plus_02_dot_29_bar__minus_01_dot_05_bar__minus_01_dot_43 loc_bar__minus_3_bar_0_bar_2_bar_45)
  (receptacleType Desk_bar__plus_00_dot_84_bar__plus_00_dot_34_bar__minus_00_dot_60 DeskType)
  (receptacleAtLocation Desk_bar__plus_00_dot_84_bar__plus_00_dot_34_bar__minus_00_dot_60 loc_bar_5_bar_8_bar_0_bar_0)
  (receptacleType GarbageCan_bar__minus_02_dot_02_bar__plus_00_dot_72_bar__plus_02_dot_21 GarbageCanType)
  (receptacleAtLocation GarbageCan_bar__minus_02_dot_02_bar__plus_00_dot_72_bar__plus_02_dot_21 loc_bar__minus_2_bar__minus_2_bar_2_bar_45)
  (receptacleType SideTable_bar__minus_01_dot_40_bar__minus_00_dot_56_bar__plus_01_dot_17 SideTableType)
  (receptacleAtLocation SideTable_bar__minus_01_dot_40_bar__minus_00_dot_56_bar__plus_01_dot_17 loc_bar_5_bar__minus_4_bar_0_bar_30)
  (receptacleType Shelf_bar__minus_00_dot_23_bar__minus_01_dot_04_bar__plus_02_dot_14 ShelfType)
  (receptacleAtLocation Shelf_bar__minus_00_dot_23_bar__minus_01_dot_04_bar__plus_02_dot_14 loc_bar__minus_5_bar__minus_6_bar_1_bar_60)
  (objectType AlarmClock_bar__minus_01_dot_37_bar__plus_00_dot_15_bar__minus_00_dot_75 AlarmClockType)
  (inReceptacle AlarmClock_bar__minus_01_dot_37_bar__plus_00_dot_15_bar__minus_00_dot_75 Bed_bar__minus_00_dot_43_bar__minus_00_dot_05_bar__minus_00_dot_90)
  (objectAtLocation AlarmClock_bar__minus_01_dot_37_bar__plus_00_dot_15_bar__minus_00_dot_75 loc_bar__minus_3_bar__minus_5_bar_0_bar_30)
  (pickupable AlarmClock_bar__minus_01_dot_37_bar__plus_00_dot_15_bar__minus_00_dot_75)
  (objectType CD_bar__plus_01_dot_87_bar__plus_00_dot_96_bar__plus_01_dot_36 CDType)
  (inReceptacle CD_bar__plus_01_dot_87_bar__plus_00_dot_96_bar__plus_01_dot_36 GarbageCan_bar__minus_02_dot_02_bar__plus_00_dot_72_bar__plus_02_dot_21)
  (objectAtLocation CD_bar__plus_01_dot_87_bar__plus_00_dot_96_bar__plus_01_dot_36 loc_bar__minus_2_bar__minus_2_bar_2_bar_45)
  (pickupable CD_bar__plus_01_dot_87_bar__plus_00_dot_96_bar__plus_01_dot_36)
  (objectType KeyChain_bar__minus_01_dot_26_bar__minus_01_dot_45_bar__minus_00_dot_21 KeyChainType)
  (inReceptacle KeyChain_bar__minus_01_dot_26_bar__minus_01_dot_45_bar__minus_00_dot_21 GarbageCan_bar__minus_02_dot_02_bar__plus_00_dot_72_bar__plus_02_dot_21)
  (objectAtLocation KeyChain_bar__minus_01_dot_26_bar__minus_01_dot_45_bar__minus_00_dot_21 loc_bar__minus_2_bar__minus_2_bar_2_bar_45)
  (pickupable KeyChain_bar__minus_01_dot_26_bar__minus_01_dot_45_bar__minus_00_dot_21)
  (objectType Pencil_bar__minus_01_dot_62_bar__plus_00_dot_39_bar__plus_00_dot_59 PencilType)
  (inReceptacle Pencil_bar__minus_01_dot_62_bar__plus_00_dot_39_bar__plus_00_dot_59 Desk_bar__plus_00_dot_84_bar__plus_00_dot_34_bar__minus_00_dot_60)
  (objectAtLocation Pencil_bar__minus_01_dot_62_bar__plus_00_dot_39_bar__plus_00_dot_59 loc_bar_5_bar_8_bar_0_bar_0)
  (pickupable Pencil_bar__minus_01_dot_62_bar__plus_00_dot_39_bar__plus_00_dot_59)
  (objectType CellPhone_bar__plus_01_dot_12_bar__plus_00_dot_58_bar__minus_02_dot_48 CellPhoneType)
  (inReceptacle CellPhone_bar__plus_01_dot_12_bar__plus_00_dot_58_bar__minus_02_dot_48 Dresser_bar__plus_02_dot_29_bar__minus_01_dot_05_bar__minus_01_dot_43)
  (objectAtLocation CellPhone_bar__plus_01_dot_12_bar__plus_00_dot_58_bar__minus_02_dot_48 loc_bar__minus_3_bar_0_bar_2_bar_45)
  (pickupable CellPhone_bar__plus_01_dot_12_bar__plus_00_dot_58_bar__minus_02_dot_48)
  (objectType DeskLamp_bar__plus_02_dot_06_bar__plus_01_dot_18_bar__plus_00_dot_38 DeskLampType)
  (inReceptacle DeskLamp_bar__plus_02_dot_06_bar__plus_01_dot_18_bar__plus_00_dot_38 Dresser_bar__plus_02_dot_29_bar__minus_01_dot_05_bar__minus_01_dot_43)
  (objectAtLocation DeskLamp_bar__plus_02_dot_06_bar__plus_01_dot_18_bar__plus_00_dot_38 loc_bar__minus_3_bar_0_bar_2_bar_45)
  (toggleable DeskLamp_bar__plus_02_dot_06_bar__plus_01_dot_18_bar__plus_00_dot_38)
)
(:goal
     (and
         (exists (?ot - object ?r - receptacle ?a - agent ?l - location)
             (and
                 (objectType ?ot DeskLampType)
                 (toggleable ?ot)
                 (isToggled ?ot)
                 (receptacleAtLocation ?r ?l)
                 (atLocation ?a ?l)
                 (inReceptacle ?ot ?r)
             )
         )
         (exists (?o - object ?a - agent)
             (and
                 (objectType ?o AlarmClockType)
                 (holds ?a ?o)
             )
         )
     )
)
)
