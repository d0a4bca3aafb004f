(define (problem plan_trial_H00000_soapbar_cabinet)
(:domain alfred)
(:objects
  agent1 - agent
  CandleType - otype
  SoapBarType - otype
  TissueBoxType - otype
  TowelType - otype
  CabinetType - rtype
  CounterTopType - rtype
  DrawerType - rtype
  GarbageCanType - rtype
  ShelfType - rtype
  SinkBasinType - rtype
  TowelHolderType - rtype
  SoapBar_bar__minus_00_dot_33_bar__minus_01_dot_45_bar__plus_01_dot_51 - object
  Towel_bar__minus_00_dot_88_bar__minus_02_dot_15_bar__minus_00_dot_58 - object
  TissueBox_bar__plus_01_dot_73_bar__plus_01_dot_57_bar__minus_00_dot_17 - object
  Candle_bar__plus_01_dot_38_bar__plus_00_dot_18_bar__plus_00_dot_86 - object
  Sink_bar__minus_00_dot_33_bar__minus_01_dot_64_bar__minus_00_dot_54_bar_SinkBasin - receptacle
  GarbageCan_bar__plus_00_dot_95_bar__minus_02_dot_04_bar__minus_00_dot_08 - receptacle
  CounterTop_bar__plus_01_dot_28_bar__plus_01_dot_92_bar__plus_02_dot_18 - receptacle
  Drawer_bar__minus_01_dot_59_bar__minus_00_dot_61_bar__minus_01_dot_85 - receptacle
  TowelHolder_bar__minus_00_dot_74_bar__plus_00_dot_95_bar__plus_01_dot_38 - receptacle
  Cabinet_bar__minus_01_dot_52_bar__plus_00_dot_84_bar__plus_01_dot_13 - receptacle
  Shelf_bar__minus_00_dot_14_bar__minus_01_dot_22_bar__minus_01_dot_00 - receptacle
  loc_bar_1_bar__minus_1_bar_0_bar_0 - location
  loc_bar_2_bar__minus_5_bar_3_bar_15 - location
  loc_bar_3_bar__minus_4_bar_3_bar_30 - location
  loc_bar__minus_1_bar_1_bar_0_bar_15 - location
  loc_bar__minus_2_bar_5_bar_3_bar_60 - location
  loc_bar__minus_3_bar__minus_6_bar_2_bar_60 - location
  loc_bar__minus_6_bar__minus_2_bar_3_bar_15 - location
  loc_bar__minus_7_bar_7_bar_1_bar_60 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar__minus_6_bar__minus_2_bar_3_bar_15)
  (canContain CabinetType CandleType)
  (canContain CabinetType SoapBarType)
  (canContain CabinetType TissueBoxType)
  (canContain CabinetType TowelType)
  (canContain CounterTopType CandleType)
  (canContain CounterTopType SoapBarType)
  (canContain CounterTopType TissueBoxType)
  (canContain CounterTopType TowelType)
  (canContain DrawerType CandleType)
  (canContain DrawerType SoapBarType)
  (canContain DrawerType TissueBoxType)
  (canContain DrawerType TowelType)
  (canContain GarbageCanType CandleType)
  (canContain GarbageCanType SoapBarType)
  (canContain GarbageCanType TissueBoxType)
  (canContain ShelfType CandleType)
  (canContain ShelfType SoapBarType)
  (canContain ShelfType TissueBoxType)
  (canContain ShelfType TowelType)
  (canContain SinkBasinType CandleType)
  (canContain SinkBasinType SoapBarType)
  (canContain SinkBasinType TissueBoxType)
  (canContain SinkBasinType TowelType)
  (canContain TowelHolderType TowelType)
  (receptacleType Sink_bar__minus_00_dot_33_bar__minus_01_dot_64_bar__minus_00_dot_54_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar__minus_00_dot_33_bar__minus_01_dot_64_bar__minus_00_dot_54_bar_SinkBasin loc_bar__minus_7_bar_7_bar_1_bar_60)
  (receptacleType GarbageCan_bar__plus_00_dot_95_bar__minus_02_dot_04_bar__minus_00_dot_08 GarbageCanType)
  (receptacleAtLocation GarbageCan_bar__plus_00_dot_95_bar__minus_02_dot_04_bar__minus_00_dot_08 loc_bar__minus_3_bar__minus_6_bar_2_bar_60)
  (receptacleType CounterTop_bar__plus_01_dot_28_bar__plus_01_dot_92_bar__plus_02_dot_18 CounterTopType)
  (receptacleAtLocation CounterTop_bar__plus_01_dot_28_bar__plus_01_dot_92_bar__plus_02_dot_18 loc_bar_1_bar__minus_1_bar_0_bar_0)
  (receptacleType Drawer_bar__minus_01_dot_59_bar__minus_00_dot_61_bar__minus_01_dot_85 DrawerType)
  (receptacleAtLocation Drawer_bar__minus_01_dot_59_bar__minus_00_dot_61_bar__minus_01_dot_85 loc_bar_3_bar__minus_4_bar_3_bar_30)
  (openable Drawer_bar__minus_01_dot_59_bar__minus_00_dot_61_bar__minus_01_dot_85)
  (receptacleType TowelHolder_bar__minus_00_dot_74_bar__plus_00_dot_95_bar__plus_01_dot_38 TowelHolderType)
  (receptacleAtLocation TowelHolder_bar__minus_00_dot_74_bar__plus_00_dot_95_bar__plus_01_dot_38 loc_bar__minus_2_bar_5_bar_3_bar_60)
  (receptacleType Cabinet_bar__minus_01_dot_52_bar__plus_00_dot_84_bar__plus_01_dot_13 CabinetType)
  (receptacleAtLocation Cabinet_bar__minus_01_dot_52_bar__plus_00_dot_84_bar__plus_01_dot_13 loc_bar__minus_1_bar_1_bar_0_bar_15)
  (openable Cabinet_bar__minus_01_dot_52_bar__plus_00_dot_84_bar__plus_01_dot_13)
  (receptacleType Shelf_bar__minus_00_dot_14_bar__minus_01_dot_22_bar__minus_01_dot_00 ShelfType)
  (receptacleAtLocation Shelf_bar__minus_00_dot_14_bar__minus_01_dot_22_bar__minus_01_dot_00 loc_bar_2_bar__minus_5_bar_3_bar_15)
  (objectType SoapBar_bar__minus_00_dot_33_bar__minus_01_dot_45_bar__plus_01_dot_51 SoapBarType)
  (inReceptacle SoapBar_bar__minus_00_dot_33_bar__minus_01_dot_45_bar__plus_01_dot_51 Shelf_bar__minus_00_dot_14_bar__minus_01_dot_22_bar__minus_01_dot_00)
  (objectAtLocation SoapBar_bar__minus_00_dot_33_bar__minus_01_dot_45_bar__plus_01_dot_51 loc_bar_2_bar__minus_5_bar_3_bar_15)
  (pickupable SoapBar_bar__minus_00_dot_33_bar__minus_01_dot_45_bar__plus_01_dot_51)
  (cleanable SoapBar_bar__minus_00_dot_33_bar__minus_01_dot_45_bar__plus_01_dot_51)
  (objectType Towel_bar__minus_00_dot_88_bar__minus_02_dot_15_bar__minus_00_dot_58 TowelType)
  (inReceptacle Towel_bar__minus_00_dot_88_bar__minus_02_dot_15_bar__minus_00_dot_58 Drawer_bar__minus_01_dot_59_bar__minus_00_dot_61_bar__minus_01_dot_85)
  (objectAtLocation Towel_bar__minus_00_dot_88_bar__minus_02_dot_15_bar__minus_00_dot_58 loc_bar_3_bar__minus_4_bar_3_bar_30)
  (pickupable Towel_bar__minus_00_dot_88_bar__minus_02_dot_15_bar__minus_00_dot_58)
  (objectType TissueBox_bar__plus_01_dot_73_bar__plus_01_dot_57_bar__minus_00_dot_17 TissueBoxType)
  (inReceptacle TissueBox_bar__plus_01_dot_73_bar__plus_01_dot_57_bar__minus_00_dot_17 GarbageCan_bar__plus_00_dot_95_bar__minus_02_dot_04_bar__minus_00_dot_08)
  (objectAtLocation TissueBox_bar__plus_01_dot_73_bar__plus_01_dot_57_bar__minus_00_dot_17 loc_bar__minus_3_bar__minus_6_bar_2_bar_60)
  (pickupable TissueBox_bar__plus_01_dot_73_bar__plus_01_dot_57_bar__minus_00_dot_17)
  (objectType Candle_bar__plus_01_dot_38_bar__plus_00_dot_18_bar__plus_00_dot_86 CandleType)
  (inReceptacle Candle_bar__plus_01_dot_38_bar__plus_00_dot_18_bar__plus_00_dot_86 Drawer_bar__minus_01_dot_59_bar__minus_00_dot_61_bar__minus_01_dot_85)
  (objectAtLocation Candle_bar__plus_01_dot_38_bar__plus_00_dot_18_bar__plus_00_dot_86 loc_bar_3_bar__minus_4_bar_3_bar_30)
  (pickupable Candle_bar__plus_01_dot_38_bar__plus_00_dot_18_bar__plus_00_dot_86)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o SoapBarType)
                    (receptacleType ?r CabinetType)
                    (cleanable ?o)
                    (isClean ?o)
                )
            )
        )
    )
)
)
