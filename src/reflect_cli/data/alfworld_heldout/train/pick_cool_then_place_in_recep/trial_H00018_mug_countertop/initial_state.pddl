(define (problem plan_trial_H00018_mug_countertop)
(:domain alfred)
(:objects
  agent1 - agent
  AppleType - otype
  BreadType - otype
  LettuceType - otype
  MugType - otype
  PanType - otype
  PlateType - otype
  CabinetType - rtype
  CounterTopType - rtype
  DrawerType - rtype
  FridgeType - rtype
  GarbageCanType - rtype
  MicrowaveType - rtype
  SinkBasinType - rtype
  Mug_bar__minus_01_dot_06_bar__plus_00_dot_73_bar__minus_00_dot_19 - object
  Apple_bar__plus_01_dot_99_bar__minus_02_dot_15_bar__minus_01_dot_85 - object
  Lettuce_bar__minus_01_dot_92_bar__minus_00_dot_55_bar__plus_00_dot_82 - object
  Pan_bar__plus_02_dot_30_bar__plus_01_dot_93_bar__plus_00_dot_57 - object
  Bread_bar__minus_01_dot_69_bar__plus_00_dot_04_bar__minus_00_dot_06 - object
  Plate_bar__minus_01_dot_11_bar__minus_02_dot_22_bar__minus_01_dot_51 - object
  CounterTop_bar__plus_01_dot_43_bar__plus_02_dot_06_bar__plus_00_dot_27 - receptacle
  Fridge_bar__plus_02_dot_33_bar__minus_00_dot_69_bar__plus_01_dot_61 - receptacle
  Cabinet_bar__plus_02_dot_39_bar__plus_01_dot_98_bar__plus_02_dot_47 - receptacle
  GarbageCan_bar__minus_01_dot_57_bar__minus_00_dot_29_bar__plus_00_dot_54 - receptacle
  Microwave_bar__minus_00_dot_16_bar__minus_01_dot_88_bar__plus_01_dot_76 - receptacle
  Sink_bar__minus_00_dot_74_bar__plus_02_dot_36_bar__minus_00_dot_50_bar_SinkBasin - receptacle
  Drawer_bar__plus_00_dot_57_bar__minus_00_dot_27_bar__plus_02_dot_00 - receptacle
  loc_bar_0_bar_7_bar_2_bar_30 - location
  loc_bar_0_bar__minus_2_bar_3_bar_15 - location
  loc_bar_3_bar_8_bar_0_bar_45 - location
  loc_bar_3_bar_8_bar_1_bar_45 - location
  loc_bar_4_bar_4_bar_0_bar_0 - location
  loc_bar_5_bar__minus_6_bar_0_bar_15 - location
  loc_bar_7_bar_5_bar_0_bar_0 - location
  loc_bar__minus_7_bar_7_bar_3_bar_45 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar_3_bar_8_bar_1_bar_45)
  (canContain CabinetType AppleType)
  (canContain CabinetType BreadType)
  (canContain CabinetType LettuceType)
  (canContain CabinetType MugType)
  (canContain CabinetType PanType)
  (canContain CabinetType PlateType)
  (canContain CounterTopType AppleType)
  (canContain CounterTopType BreadType)
  (canContain CounterTopType LettuceType)
  (canContain CounterTopType MugType)
  (canContain CounterTopType PanType)
  (canContain CounterTopType PlateType)
  (canContain DrawerType AppleType)
  (canContain DrawerType BreadType)
  (canContain DrawerType LettuceType)
  (canContain DrawerType MugType)
  (canContain DrawerType PanType)
  (canContain DrawerType PlateType)
  (canContain FridgeType AppleType)
  (canContain FridgeType BreadType)
  (canContain FridgeType LettuceType)
  (canContain FridgeType MugType)
  (canContain FridgeType PanType)
  (canContain FridgeType PlateType)
  (canContain GarbageCanType AppleType)
  (canContain GarbageCanType BreadType)
  (canContain GarbageCanType LettuceType)
  (canContain MicrowaveType AppleType)
  (canContain MicrowaveType BreadType)
  (canContain MicrowaveType MugType)
  (canContain MicrowaveType PlateType)
  (canContain SinkBasinType AppleType)
  (canContain SinkBasinType BreadType)
  (canContain SinkBasinType LettuceType)
  (canContain SinkBasinType MugType)
  (canContain SinkBasinType PanType)
  (canContain SinkBasinType PlateType)
  (receptacleType CounterTop_bar__plus_01_dot_43_bar__plus_02_dot_06_bar__plus_00_dot_27 CounterTopType)
  (receptacleAtLocation CounterTop_bar__plus_01_dot_43_bar__plus_02_dot_06_bar__plus_00_dot_27 loc_bar_7_bar_5_bar_0_bar_0)
  (receptacleType Fridge_bar__plus_02_dot_33_bar__minus_00_dot_69_bar__plus_01_dot_61 FridgeType)
  (receptacleAtLocation Fridge_bar__plus_02_dot_33_bar__minus_00_dot_69_bar__plus_01_dot_61 loc_bar_5_bar__minus_6_bar_0_bar_15)
  (openable Fridge_bar__plus_02_dot_33_bar__minus_00_dot_69_bar__plus_01_dot_61)
  (receptacleType Cabinet_bar__plus_02_dot_39_bar__plus_01_dot_98_bar__plus_02_dot_47 CabinetType)
  (receptacleAtLocation Cabinet_bar__plus_02_dot_39_bar__plus_01_dot_98_bar__plus_02_dot_47 loc_bar_0_bar__minus_2_bar_3_bar_15)
  (openable Cabinet_bar__plus_02_dot_39_bar__plus_01_dot_98_bar__plus_02_dot_47)
  (receptacleType GarbageCan_bar__minus_01_dot_57_bar__minus_00_dot_29_bar__plus_00_dot_54 GarbageCanType)
  (receptacleAtLocation GarbageCan_bar__minus_01_dot_57_bar__minus_00_dot_29_bar__plus_00_dot_54 loc_bar_4_bar_4_bar_0_bar_0)
  (receptacleType Microwave_bar__minus_00_dot_16_bar__minus_01_dot_88_bar__plus_01_dot_76 MicrowaveType)
  (receptacleAtLocation Microwave_bar__minus_00_dot_16_bar__minus_01_dot_88_bar__plus_01_dot_76 loc_bar__minus_7_bar_7_bar_3_bar_45)
  (openable Microwave_bar__minus_00_dot_16_bar__minus_01_dot_88_bar__plus_01_dot_76)
  (receptacleType Sink_bar__minus_00_dot_74_bar__plus_02_dot_36_bar__minus_00_dot_50_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar__minus_00_dot_74_bar__plus_02_dot_36_bar__minus_00_dot_50_bar_SinkBasin loc_bar_3_bar_8_bar_0_bar_45)
  (receptacleType Drawer_bar__plus_00_dot_57_bar__minus_00_dot_27_bar__plus_02_dot_00 DrawerType)
  (receptacleAtLocation Drawer_bar__plus_00_dot_57_bar__minus_00_dot_27_bar__plus_02_dot_00 loc_bar_0_bar_7_bar_2_bar_30)
  (openable Drawer_bar__plus_00_dot_57_bar__minus_00_dot_27_bar__plus_02_dot_00)
  (objectType Mug_bar__minus_01_dot_06_bar__plus_00_dot_73_bar__minus_00_dot_19 MugType)
  (inReceptacle Mug_bar__minus_01_dot_06_bar__plus_00_dot_73_bar__minus_00_dot_19 Sink_bar__minus_00_dot_74_bar__plus_02_dot_36_bar__minus_00_dot_50_bar_SinkBasin)
  (objectAtLocation Mug_bar__minus_01_dot_06_bar__plus_00_dot_73_bar__minus_00_dot_19 loc_bar_3_bar_8_bar_0_bar_45)
  (pickupable Mug_bar__minus_01_dot_06_bar__plus_00_dot_73_bar__minus_00_dot_19)
  (cleanable Mug_bar__minus_01_dot_06_bar__plus_00_dot_73_bar__minus_00_dot_19)
  (heatable Mug_bar__minus_01_dot_06_bar__plus_00_dot_73_bar__minus_00_dot_19)
  (coolable Mug_bar__minus_01_dot_06_bar__plus_00_dot_73_bar__minus_00_dot_19)
  (objectType Apple_bar__plus_01_dot_99_bar__minus_02_dot_15_bar__minus_01_dot_85 AppleType)
  (inReceptacle Apple_bar__plus_01_dot_99_bar__minus_02_dot_15_bar__minus_01_dot_85 Cabinet_bar__plus_02_dot_39_bar__plus_01_dot_98_bar__plus_02_dot_47)
  (objectAtLocation Apple_bar__plus_01_dot_99_bar__minus_02_dot_15_bar__minus_01_dot_85 loc_bar_0_bar__minus_2_bar_3_bar_15)
  (pickupable Apple_bar__plus_01_dot_99_bar__minus_02_dot_15_bar__minus_01_dot_85)
  (cleanable Apple_bar__plus_01_dot_99_bar__minus_02_dot_15_bar__minus_01_dot_85)
  (heatable Apple_bar__plus_01_dot_99_bar__minus_02_dot_15_bar__minus_01_dot_85)
  (coolable Apple_bar__plus_01_dot_99_bar__minus_02_dot_15_bar__minus_01_dot_85)
  (sliceable Apple_bar__plus_01_dot_99_bar__minus_02_dot_15_bar__minus_01_dot_85)
  (objectType Lettuce_bar__minus_01_dot_92_bar__minus_00_dot_55_bar__plus_00_dot_82 LettuceType)
  (inReceptacle Lettuce_bar__minus_01_dot_92_bar__minus_00_dot_55_bar__plus_00_dot_82 GarbageCan_bar__minus_01_dot_57_bar__minus_00_dot_29_bar__plus_00_dot_54)
  (objectAtLocation Lettuce_bar__minus_01_dot_92_bar__minus_00_dot_55_bar__plus_00_dot_82 loc_bar_4_bar_4_bar_0_bar_0)
  (pickupable Lettuce_bar__minus_01_dot_92_bar__minus_00_dot_55_bar__plus_00_dot_82)
  (cleanable Lettuce_bar__minus_01_dot_92_bar__minus_00_dot_55_bar__plus_00_dot_82)
  (coolable Lettuce_bar__minus_01_dot_92_bar__minus_00_dot_55_bar__plus_00_dot_82)
  (sliceable Lettuce_bar__minus_01_dot_92_bar__minus_00_dot_55_bar__plus_00_dot_82)
  (objectType Pan_bar__plus_02_dot_30_bar__plus_01_dot_93_bar__plus_00_dot_57 PanType)
  (inReceptacle Pan_bar__plus_02_dot_30_bar__plus_01_dot_93_bar__plus_00_dot_57 Cabinet_bar__plus_02_dot_39_bar__plus_01_dot_98_bar__plus_02_dot_47)
  (objectAtLocation Pan_bar__plus_02_dot_30_bar__plus_01_dot_93_bar__plus_00_dot_57 loc_bar_0_bar__minus_2_bar_3_bar_15)
  (pickupable Pan_bar__plus_02_dot_30_bar__plus_01_dot_93_bar__plus_00_dot_57)
  (cleanable Pan_bar__plus_02_dot_30_bar__plus_01_dot_93_bar__plus_00_dot_57)
  (coolable Pan_bar__plus_02_dot_30_bar__plus_01_dot_93_bar__plus_00_dot_57)
  (objectType Bread_bar__minus_01_dot_69_bar__plus_00_dot_04_bar__minus_00_dot_06 BreadType)
  (inReceptacle Bread_bar__minus_01_dot_69_bar__plus_00_dot_04_bar__minus_00_dot_06 Cabinet_bar__plus_02_dot_39_bar__plus_01_dot_98_bar__plus_02_dot_47)
  (objectAtLocation Bread_bar__minus_01_dot_69_bar__plus_00_dot_04_bar__minus_00_dot_06 loc_bar_0_bar__minus_2_bar_3_bar_15)
  (pickupable Bread_bar__minus_01_dot_69_bar__plus_00_dot_04_bar__minus_00_dot_06)
  (heatable Bread_bar__minus_01_dot_69_bar__plus_00_dot_04_bar__minus_00_dot_06)
  (coolable Bread_bar__minus_01_dot_69_bar__plus_00_dot_04_bar__minus_00_dot_06)
  (sliceable Bread_bar__minus_01_dot_69_bar__plus_00_dot_04_bar__minus_00_dot_06)
  (objectType Plate_bar__minus_01_dot_11_bar__minus_02_dot_22_bar__minus_01_dot_51 PlateType)
  (inReceptacle Plate_bar__minus_01_dot_11_bar__minus_02_dot_22_bar__minus_01_dot_51 Fridge_bar__plus_02_dot_33_bar__minus_00_dot_69_bar__plus_01_dot_61)
  (objectAtLocation Plate_bar__minus_01_dot_11_bar__minus_02_dot_22_bar__minus_01_dot_51 loc_bar_5_bar__minus_6_bar_0_bar_15)
  (pickupable Plate_bar__minus_01_dot_11_bar__minus_02_dot_22_bar__minus_01_dot_51)
  (cleanable Plate_bar__minus_01_dot_11_bar__minus_02_dot_22_bar__minus_01_dot_51)
  (heatable Plate_bar__minus_01_dot_11_bar__minus_02_dot_22_bar__minus_01_dot_51)
  (coolable Plate_bar__minus_01_dot_11_bar__minus_02_dot_22_bar__minus_01_dot_51)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o MugType)
                    (receptacleType ?r CounterTopType)
                    (coolable ?o)
                    (isCool ?o)
                )
            )
        )
    )
)
)
